import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DomainRounded from '@mui/icons-material/DomainRounded';
import type { AdminClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { adminClubPath, paths } from '@/lib/paths';
import { useAdminClubs } from '../api/admin-clubs';
import { ClubStateChip } from '../components/club-state-chip';

function ClubCard({ club }: { club: AdminClub }) {
  const { t } = useTranslation();
  const sports = club.sports.map((sport) => t(`admin.sport.${sport}`)).join(' · ');
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={adminClubPath(club.id)}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
              {club.name}
            </Typography>
            <ClubStateChip suspendedAt={club.suspendedAt} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {club.owner.invited
              ? t('admin.ownerInvited', { name: club.owner.name })
              : t('admin.ownerIs', { name: club.owner.name, username: club.owner.username })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('admin.courtsCount', { count: club.courts })}
            {sports && ` · ${sports}`}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Every club, newest first, with its state and owner; a new one starts here. */
export function AdminClubsScreen() {
  const { t } = useTranslation();
  const clubs = useAdminClubs();
  const newClub = (
    <Button
      component={RouterLink}
      to={paths.adminClubNew}
      variant="contained"
      startIcon={<AddRounded />}
    >
      {t('admin.newClub')}
    </Button>
  );
  if (clubs.isPending) return <CardListSkeleton photoSize={48} />;
  if (clubs.isError)
    return <ErrorState onRetry={() => void clubs.refetch()} retrying={clubs.isFetching} />;
  const items = clubs.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <EmptyState
        icon={<DomainRounded />}
        title={t('admin.noClubs')}
        message={t('admin.noClubsHint')}
        action={newClub}
      />
    );
  return (
    <Stack spacing={1.5}>
      {newClub}
      {items.map((club) => (
        <ClubCard key={club.id} club={club} />
      ))}
      {clubs.hasNextPage && (
        <Button onClick={() => void clubs.fetchNextPage()} loading={clubs.isFetchingNextPage}>
          {t('admin.more')}
        </Button>
      )}
    </Stack>
  );
}
