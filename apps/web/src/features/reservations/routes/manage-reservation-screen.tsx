import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import StadiumRounded from '@mui/icons-material/StadiumRounded';
import type { CourtDetail } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useOwnerCourts } from '../api/owner-courts';
import { OwnerCourtCard } from '../components/owner-court-card';
import { OwnerCourtListSkeleton } from '../components/owner-court-list-skeleton';
import { courtDayPath } from '@/lib/paths';

/** SPEC 2 Manage Reservation: the owner's courts; one opens its day of bookings. */
export function ManageReservationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const courts = useOwnerCourts();

  const open = (court: CourtDetail) => void navigate(courtDayPath(court.id, { name: court.name }));

  if (courts.isPending) return <OwnerCourtListSkeleton />;
  if (courts.isError) {
    return <ErrorState onRetry={() => void courts.refetch()} retrying={courts.isFetching} />;
  }
  if (courts.data.length === 0) {
    return (
      <EmptyState
        icon={<StadiumRounded />}
        title={t('reservations.empty')}
        message={t('reservations.emptyHint')}
      />
    );
  }
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('reservations.courts')} sx={{ p: 0, m: 0 }}>
      {courts.data.map((court) => (
        <Box component="li" key={court.id} sx={{ listStyle: 'none' }}>
          <OwnerCourtCard court={court} onSelect={open} />
        </Box>
      ))}
    </Stack>
  );
}
