import { paths } from '@/lib/paths';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon';
import { eventRepeatIcon } from '../../../components/icons/event-repeat';
import { stadiumIcon } from '../../../components/icons/stadium';
import { ErrorState } from '../../../components/error-state';
import { SlotGridSkeleton } from '../../../components/slot-grid';
import { useOwnerCourts } from '../api/owner-courts';
import { ClubDayView } from '../components/club-day/club-day-view';
import styles from './manage-reservation-screen.module.css';

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
        icon={<Icon path={stadiumIcon} />}
        title={t('reservations.empty')}
        message={t('reservations.emptyHint')}
      />
    );
  }
  return (
    <div className={styles.screen}>
      <ClubDayView timeZone={first.club.timeZone} />
      {/* The club's regulars: a court every week, set up once as a series. */}
      <ButtonLink
        to={paths.clubSeries}
        startIcon={<Icon path={eventRepeatIcon} />}
        className={styles.series}
      >
        {t('series.new')}
      </ButtonLink>
    </div>
  );
}
