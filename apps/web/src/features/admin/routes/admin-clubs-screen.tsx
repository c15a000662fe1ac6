import { Link } from 'react-router';
import type { AdminClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { addIcon } from '@/components/icons/add';
import { domainIcon } from '@/components/icons/domain';
import { adminClubPath, paths } from '@/lib/paths';
import { useAdminClubs } from '../api/admin-clubs';
import { ClubStateChip } from '../components/club-state-chip';
import styles from './admin-list.module.css';

function ClubCard({ club }: { club: AdminClub }) {
  const { t } = useTranslation();
  const sports = club.sports.map((sport) => t(`admin.sport.${sport}`)).join(' · ');
  return (
    <div className={styles.card}>
      <Link className={styles.link} to={adminClubPath(club.id)}>
        <div className={styles.head}>
          <h2 className={styles.name}>{club.name}</h2>
          <ClubStateChip suspendedAt={club.suspendedAt} />
        </div>
        <p className={styles.line}>
          {club.owner.invited
            ? t('admin.ownerInvited', { name: club.owner.name })
            : t('admin.ownerIs', { name: club.owner.name, username: club.owner.username })}
        </p>
        <p className={styles.line}>
          {t('admin.courtsCount', { count: club.courts })}
          {sports && ` · ${sports}`}
        </p>
      </Link>
    </div>
  );
}

/** Every club, newest first, with its state and owner; a new one starts here. */
export function AdminClubsScreen() {
  const { t } = useTranslation();
  const clubs = useAdminClubs();
  const newClub = (
    <ButtonLink to={paths.adminClubNew} variant="contained" startIcon={<Icon path={addIcon} />}>
      {t('admin.newClub')}
    </ButtonLink>
  );
  if (clubs.isPending) return <CardListSkeleton photoSize={48} />;
  if (clubs.isError)
    return <ErrorState onRetry={() => void clubs.refetch()} retrying={clubs.isFetching} />;
  const items = clubs.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={<Icon path={domainIcon} />}
        title={t('admin.noClubs')}
        message={t('admin.noClubsHint')}
        action={newClub}
      />
    );
  return (
    <div className={styles.list}>
      {newClub}
      {items.map((club) => (
        <ClubCard key={club.id} club={club} />
      ))}
      {clubs.hasNextPage && (
        <Button onClick={() => void clubs.fetchNextPage()} loading={clubs.isFetchingNextPage}>
          {t('admin.more')}
        </Button>
      )}
    </div>
  );
}
