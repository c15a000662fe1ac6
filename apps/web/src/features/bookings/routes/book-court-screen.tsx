import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon';
import { sportsTennisIcon } from '../../../components/icons/sports-tennis';
import { QueryGate } from '../../../components/query-gate';
import { Skeleton } from '../../../components/skeleton';
import { SlotGridSkeleton } from '../../../components/slot-grid';
import { useClubWithCourts } from '../api/club-courts';
import { ClubDayBooking } from '../components/club-day-booking';
import { chosenCourts } from '@/lib/paths';
import styles from './book-court-screen.module.css';

/** SPEC 2 Book court in a club (book-court/{clubID}?court=<ids>&date=). */
export function BookCourtScreen() {
  const { t } = useTranslation();
  const { clubID = '' } = useParams();
  const [search] = useSearchParams();
  const page = useClubWithCourts(clubID, chosenCourts(search));
  const noCourts = (
    <EmptyState
      icon={<Icon path={sportsTennisIcon} />}
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
    <div className={styles.skeleton} aria-hidden>
      <div className={styles.header}>
        <Skeleton variant="block" className={styles.photo} />
        <div className={styles.headerText}>
          <Skeleton width="50%" height={32} />
          <Skeleton width="70%" />
        </div>
      </div>
      <Skeleton variant="block" className={styles.days} />
      <Skeleton variant="block" className={styles.durations} />
      <SlotGridSkeleton />
    </div>
  );
}
