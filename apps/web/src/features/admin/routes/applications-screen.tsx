import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxRounded from '@mui/icons-material/InboxRounded';
import type { ClubApplication } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { adminApplicationPath } from '@/lib/paths';
import { useClubApplications } from '../api/club-applications';
import { ApplicationStateChip } from '../components/application-state-chip';
import { dateTimeFormat } from '@courtside/shared/rules';

function ApplicationCard({ application }: { application: ClubApplication }) {
  const { t, i18n } = useTranslation();
  const sent = dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(application.createdAt),
  );
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={adminApplicationPath(application.id)}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
              {application.clubName}
            </Typography>
            <ApplicationStateChip state={application.state} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {application.area} · {t('admin.courtsCount', { count: application.courts })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('admin.applicationFrom', { name: application.contactName, date: sent })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
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
        icon={<InboxRounded />}
        title={t('admin.noApplications')}
        message={t('admin.noApplicationsHint')}
      />
    );
  return (
    <Stack spacing={1.5}>
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
    </Stack>
  );
}
