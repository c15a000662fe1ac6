import { useParams, useSearchParams } from 'react-router';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { SlotGridSkeleton } from '../../../components/slot-grid';
import { useClubCourts } from '../api/club-courts';
import { ClubDayBooking } from '../components/club-day-booking';
import { chosenCourts } from '@/lib/paths';

/** SPEC 2 Book court in a club (book-court/{clubID}?court=<ids>&date=). */
export function BookCourtScreen() {
  const { t } = useTranslation();
  const { clubID = '' } = useParams();
  const [search] = useSearchParams();
  const courtIds = chosenCourts(search);
  const courts = useClubCourts(clubID, courtIds);

  if (courts.isPending) return <BookCourtSkeleton />;
  if (courts.isError) {
    return <ErrorState onRetry={() => void courts.refetch()} retrying={courts.isFetching} />;
  }
  const club = courts.data[0]?.club;
  if (!club) {
    return (
      <EmptyState
        icon={<SportsTennisRounded />}
        title={t('bookCourt.noCourts')}
        message={t('bookCourt.noCourtsHint')}
      />
    );
  }
  return <ClubDayBooking club={club} courts={courts.data} />;
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
