import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { OwnedCourt } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { accessTimeIcon } from '@/components/icons/access-time';
import { addIcon } from '@/components/icons/add';
import { stadiumIcon } from '@/components/icons/stadium';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { clubCourtPath, paths } from '@/lib/paths';
import { useOwnedCourts } from '../api/owned-courts';
import { OwnedCourtCard } from '../components/owned-court-card';
import { RetireDialog } from '../components/retire-dialog';
import styles from './screens.module.css';

/** SPEC 2 Add court/future: the owner's courts, to add, edit or retire. */
export function ClubCourtsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const courts = useOwnedCourts();
  const [retiring, setRetiring] = useState<OwnedCourt | null>(null);

  const add = (
    <Button
      variant="contained"
      startIcon={<Icon path={addIcon} />}
      onClick={() => void navigate(paths.clubCourtNew)}
    >
      {t('courtsAdmin.add')}
    </Button>
  );
  if (courts.isPending) return <CardListSkeleton photoSize={72} />;
  if (courts.isError) {
    return <ErrorState onRetry={() => void courts.refetch()} retrying={courts.isFetching} />;
  }
  return (
    <div className={styles.screen}>
      <div className={styles.top}>
        <Button
          variant="outlined"
          startIcon={<Icon path={accessTimeIcon} />}
          onClick={() => void navigate(paths.clubHours)}
        >
          {t('clubHours.open')}
        </Button>
        {add}
      </div>
      {courts.data.length === 0 ? (
        <EmptyState
          icon={<Icon path={stadiumIcon} />}
          title={t('courtsAdmin.empty')}
          message={t('courtsAdmin.emptyHint')}
        />
      ) : (
        <ul className={styles.courts} aria-label={t('courtsAdmin.courts')}>
          {courts.data.map((court) => (
            <li key={court.id}>
              <OwnedCourtCard
                court={court}
                onEdit={(chosen) => void navigate(clubCourtPath(chosen.id))}
                onRetire={setRetiring}
              />
            </li>
          ))}
        </ul>
      )}
      <RetireDialog court={retiring} onClose={() => setRetiring(null)} />
    </div>
  );
}
