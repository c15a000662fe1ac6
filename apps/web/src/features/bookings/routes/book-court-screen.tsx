import { useParams, useSearchParams } from 'react-router';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { QueryGate } from '../../../components/query-gate';
import { SlotGridSkeleton } from '../../../components/slot-grid';
import { useClubWithCourts } from '../api/club-courts';
import { ClubDayBooking } from '../components/club-day-booking';
import { chosenCourts } from '@/lib/paths';

/** SPEC 2 Book court in a club (book-court/{clubID}?court=<ids>&date=). */
export function BookCourtScreen() {
  const { t } = useTranslation();
  const { clubID = '' } = useParams();
  const [search] = useSearchParams();
  const page = useClubWithCourts(clubID, chosenCourts(search));
  const noCourts = (
    <EmptyState
      icon={<SportsTennisRounded />}
      title={t('bookCourt.noCourts')}
      message={t('bookCourt.noCourtsHint')}
    />
  );
  return (
    <QueryGate query={page} skeleton={<BookCourtSkeleton />} empty={noCourts}>
      {({ club, courts }) => <ClubDayBooking club={club} courts={courts} />}
    </QueryGate>
  );
}

function BookCourtSkeleton() {
  return (
    <Stack spacing={2} aria-hidden>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Skeleton variant="rounded" width={64} height={64} sx={{ borderRadius: '14px' }} />
        <Stack sx={{ flex: 1 }}>
          <Skeleton width="50%" height={32} />
          <Skeleton width="70%" />
        </Stack>
      </Stack>
      <Skeleton variant="rounded" height={110} />
      <Skeleton variant="rounded" height={48} sx={{ borderRadius: 999 }} />
      <SlotGridSkeleton />
    </Stack>
  );
}
