import { useState } from 'react';
import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { QueryGate } from '@/components/query-gate';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useAdminClub } from '../api/admin-club';
import { useNewOwnerInvitation } from '../api/new-owner-invitation';
import { useReopenClub } from '../api/reopen-club';
import { ClubSummary } from '../components/club-summary';
import { EditClubForm } from '../components/edit-club-form';
import { LazyInvitationLink as InvitationLink } from '@/components/person-choice/lazy-invitation-link';
import { openedLazily } from '@/components/opened-lazily';

// Suspending a club and changing its owner are rare: their dialogs load when first opened.
const SuspendDialog = openedLazily(
  async () => (await import('../components/suspend-dialog')).SuspendDialog,
);
const OwnerDialog = openedLazily(
  async () => (await import('../components/owner-dialog')).OwnerDialog,
);

/**
 * An owner invited who has not set a password yet: a new link to send them, the earlier ones
 * stopping, shown here like the first one.
 */
function NewInvitation({ club }: { club: AdminClub }) {
  const { t } = useTranslation();
  const toast = useToast();
  const renew = useNewOwnerInvitation(club.id);
  if (!club.owner.invited) return null;
  const link = renew.data?.invitation;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {t('admin.ownerInvitedHint')}
      </Typography>
      {link ? (
        <InvitationLink invitation={link} hint="admin.invitationHint" />
      ) : (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          loading={renew.isPending}
          onClick={() =>
            renew.mutate(undefined, {
              onError: (error) =>
                toast.show({
                  message: refusalMessage(error, t('admin.failed')),
                  severity: 'error',
                }),
            })
          }
        >
          {t('admin.newInvitation')}
        </Button>
      )}
    </Stack>
  );
}

/** Suspend or reopen, and change the owner. */
function ClubActions({ club }: { club: AdminClub }) {
  const { t } = useTranslation();
  const toast = useToast();
  const reopen = useReopenClub(club.id);
  const [dialog, setDialog] = useState<'suspend' | 'owner' | null>(null);
  const reopenNow = () =>
    reopen.mutate(undefined, {
      onSuccess: () => toast.show({ message: t('admin.reopenedDone'), severity: 'success' }),
      onError: (error) =>
        toast.show({ message: refusalMessage(error, t('admin.failed')), severity: 'error' }),
    });
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {club.suspendedAt ? (
        <Button variant="contained" onClick={reopenNow} loading={reopen.isPending}>
          {t('admin.reopen')}
        </Button>
      ) : (
        <Button variant="outlined" color="warning" onClick={() => setDialog('suspend')}>
          {t('admin.suspend')}
        </Button>
      )}
      <Button variant="outlined" onClick={() => setDialog('owner')}>
        {t('admin.changeOwner')}
      </Button>
      <SuspendDialog club={club} open={dialog === 'suspend'} onClose={() => setDialog(null)} />
      <OwnerDialog club={club} open={dialog === 'owner'} onClose={() => setDialog(null)} />
    </Stack>
  );
}

/** One club as the admin manages it. */
export function AdminClubScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const club = useAdminClub(id);
  return (
    <QueryGate query={club} skeleton={<CardListSkeleton photoSize={64} rows={1} />}>
      {(found) => (
        <Stack spacing={2.5}>
          <ClubSummary club={found} />
          <ClubActions club={found} />
          <NewInvitation club={found} />
          <Divider />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('admin.editSection')}
          </Typography>
          <EditClubForm key={found.id} club={found} />
        </Stack>
      )}
    </QueryGate>
  );
}
