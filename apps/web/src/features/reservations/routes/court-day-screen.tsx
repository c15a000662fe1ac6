import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icon';
import { searchOffIcon } from '../../../components/icons/search-off';
import { ErrorState } from '../../../components/error-state';
import { SlotGridSkeleton } from '../../../components/slot-grid';
import { useOwnerCourts } from '../api/owner-courts';
import { CourtDay } from '../components/court-day';

/**
 * SPEC 2 manage-reservation/court/{id}, titled with the court's name from ?name. The court's
 * club (time zone, id) comes with the owner's court list, cached from the screen before;
 * opened from a link, the list is fetched.
 */
export function CourtDayScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const courts = useOwnerCourts();

  if (courts.isPending) return <SlotGridSkeleton wide />;
  if (courts.isError) {
    return <ErrorState onRetry={() => void courts.refetch()} retrying={courts.isFetching} />;
  }
  const court = courts.data.find((candidate) => candidate.id === id);
  if (!court) {
    return (
      <EmptyState
        icon={<Icon path={searchOffIcon} />}
        title={t('reservations.courtNotFound')}
        message={t('reservations.courtNotFoundHint')}
      />
    );
  }
  return <CourtDay court={court} />;
}
