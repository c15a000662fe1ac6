import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import StadiumRounded from '@mui/icons-material/StadiumRounded';
import { paths } from '@/lib/paths';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { SlotGridSkeleton } from '../../../components/slot-grid';
import { useOwnerCourts } from '../api/owner-courts';
import { ClubDayView } from '../components/club-day/club-day-view';

/**
 * SPEC 2 Manage Reservation: the owner's day at a glance, every court of the club hour by
 * hour. The club's clock (its time zone) comes with the owner's courts.
 */
export function ManageReservationScreen() {
  const { t } = useTranslation();
  const courts = useOwnerCourts();
  if (courts.isPending) return <SlotGridSkeleton wide />;
  if (courts.isError) {
    return <ErrorState onRetry={() => void courts.refetch()} retrying={courts.isFetching} />;
  }
  const [first] = courts.data;
  if (!first) {
    return (
      <EmptyState
        icon={<StadiumRounded />}
        title={t('reservations.empty')}
        message={t('reservations.emptyHint')}
      />
    );
  }
  return (
    <Stack spacing={1}>
      <ClubDayView timeZone={first.club.timeZone} />
      {/* The club's regulars: a court every week, set up once as a series. */}
      <Button
        component={RouterLink}
        to={paths.clubSeries}
        startIcon={<EventRepeatRounded />}
        sx={{ alignSelf: 'center' }}
      >
        {t('series.new')}
      </Button>
    </Stack>
  );
}
