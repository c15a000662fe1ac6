import type { AuditEntry } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { historyIcon } from '@/components/icons/history';
import { isolated } from '@/lib/bidi';
import { ErrorState } from '@/components/error-state';
import { useAuditLog } from '../api/audit-log';
import { dateTimeFormat } from '@courtside/shared/rules';
import styles from './admin-list.module.css';

/** The record before or after the action, as the server kept it (JSON), readable. */
function Snapshot({ label, json }: { label: string; json: string | null }) {
  if (json === null) return null;
  return (
    <details>
      <summary>
        <span className={styles.snapshotLabel}>{label}</span>
      </summary>
      <pre className={styles.snapshot}>{JSON.stringify(JSON.parse(json), null, 2)}</pre>
    </details>
  );
}

function EntryCard({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const when = dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(entry.createdAt));
  return (
    <div className={styles.card}>
      <div className={styles.content}>
        <h2 className={styles.action}>
          {t(`admin.action.${entry.action}`, { defaultValue: entry.action })}
        </h2>
        <p className={styles.line}>
          {t('admin.byWhen', { name: isolated(entry.actor.name), when: isolated(when) })}
        </p>
        <Snapshot label={t('admin.before')} json={entry.before} />
        <Snapshot label={t('admin.after')} json={entry.after} />
      </div>
    </div>
  );
}

/** Every admin action, newest first: who, what, when, the record before and after. */
export function AuditLogScreen() {
  const { t } = useTranslation();
  const log = useAuditLog();
  if (log.isPending) return <CardListSkeleton photoSize={48} />;
  if (log.isError)
    return <ErrorState onRetry={() => void log.refetch()} retrying={log.isFetching} />;
  const entries = log.data.pages.flatMap((page) => page.items);
  if (entries.length === 0)
    return <EmptyState icon={<Icon path={historyIcon} />} title={t('admin.noAudit')} />;
  return (
    <div className={styles.list}>
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} />
      ))}
      {log.hasNextPage && (
        <Button onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
          {t('admin.more')}
        </Button>
      )}
    </div>
  );
}
