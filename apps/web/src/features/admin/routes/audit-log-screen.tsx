import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import type { AuditEntry } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { isolated } from '@/lib/bidi';
import { ErrorState } from '@/components/error-state';
import { useAuditLog } from '../api/audit-log';
import { dateTimeFormat } from '@courtside/shared/rules';

/** The record before or after the action, as the server kept it (JSON), readable. */
function Snapshot({ label, json }: { label: string; json: string | null }) {
  if (json === null) return null;
  return (
    <details>
      <summary>
        <Typography variant="caption" component="span">
          {label}
        </Typography>
      </summary>
      <Typography
        component="pre"
        variant="caption"
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', direction: 'ltr', m: 0 }}
      >
        {JSON.stringify(JSON.parse(json), null, 2)}
      </Typography>
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
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle2" component="h2">
          {t(`admin.action.${entry.action}`, { defaultValue: entry.action })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('admin.byWhen', { name: isolated(entry.actor.name), when: isolated(when) })}
        </Typography>
        <Snapshot label={t('admin.before')} json={entry.before} />
        <Snapshot label={t('admin.after')} json={entry.after} />
      </CardContent>
    </Card>
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
    return <EmptyState icon={<HistoryRounded />} title={t('admin.noAudit')} />;
  return (
    <Stack spacing={1.5}>
      {entries.map((entry) => (
        <EntryCard key={entry.id} entry={entry} />
      ))}
      {log.hasNextPage && (
        <Button onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
          {t('admin.more')}
        </Button>
      )}
    </Stack>
  );
}
