import { useState } from 'react';
import { useParams } from 'react-router';
import type { AdminClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
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
import warning from '../components/warning-button.module.css';
import styles from './admin-screen.module.css';

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
    <div className={styles.tight}>
      <p className={styles.hint}>{t('admin.ownerInvitedHint')}</p>
      {link ? (
        <InvitationLink invitation={link} hint="admin.invitationHint" />
      ) : (
        <Button
          variant="outlined"
          className={styles.start}
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
    </div>
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
    <div className={styles.actions}>
      {club.suspendedAt ? (
        <Button variant="contained" onClick={reopenNow} loading={reopen.isPending}>
          {t('admin.reopen')}
        </Button>
      ) : (
        <Button
          variant="outlined"
          className={warning.outlined}
          onClick={() => setDialog('suspend')}
        >
          {t('admin.suspend')}
        </Button>
      )}
      <Button variant="outlined" onClick={() => setDialog('owner')}>
        {t('admin.changeOwner')}
      </Button>
      <SuspendDialog club={club} open={dialog === 'suspend'} onClose={() => setDialog(null)} />
      <OwnerDialog club={club} open={dialog === 'owner'} onClose={() => setDialog(null)} />
    </div>
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
        <div className={styles.page}>
          <ClubSummary club={found} />
          <ClubActions club={found} />
          <NewInvitation club={found} />
          <hr className={styles.divider} />
          <h2 className={styles.section}>{t('admin.editSection')}</h2>
          <EditClubForm key={found.id} club={found} />
        </div>
      )}
    </QueryGate>
  );
}
