import { Link } from 'react-router';
import type { ClubApplication } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { inboxIcon } from '@/components/icons/inbox';
import { adminApplicationPath } from '@/lib/paths';
import { useClubApplications } from '../api/club-applications';
import { ApplicationStateChip } from '../components/application-state-chip';
import styles from './admin-list.module.css';
import { dateTimeFormat } from '@courtside/shared/rules';

function ApplicationCard({ application }: { application: ClubApplication }) {
  const { t, i18n } = useTranslation();
  const sent = dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(application.createdAt),
  );
  return (
    <div className={styles.card}>
      <Link className={styles.link} to={adminApplicationPath(application.id)}>
        <div className={styles.head}>
          <h2 className={styles.name}>{application.clubName}</h2>
          <ApplicationStateChip state={application.state} />
        </div>
        <p className={styles.line}>
          {application.area} · {t('admin.courtsCount', { count: application.courts })}
        </p>
        <p className={styles.line}>
          {t('admin.applicationFrom', { name: application.contactName, date: sent })}
        </p>
      </Link>
    </div>
  );
}

/** Clubs asking to be listed, newest first, with their state. */
export function ApplicationsScreen() {
  const { t } = useTranslation();
  const applications = useClubApplications();
  if (applications.isPending) return <CardListSkeleton photoSize={48} />;
  if (applications.isError)
    return (
      <ErrorState onRetry={() => void applications.refetch()} retrying={applications.isFetching} />
    );
  const items = applications.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={<Icon path={inboxIcon} />}
        title={t('admin.noApplications')}
        message={t('admin.noApplicationsHint')}
      />
    );
  return (
    <div className={styles.list}>
      {items.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
      {applications.hasNextPage && (
        <Button
          onClick={() => void applications.fetchNextPage()}
          loading={applications.isFetchingNextPage}
        >
          {t('admin.more')}
        </Button>
      )}
    </div>
  );
}
