import { useState } from 'react';
import type { Membership } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { useChangeMembership, type MembershipChange } from '../api/change-membership';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { openedLazily } from '@/components/opened-lazily';
import type { membershipChoices } from './membership-text';
import styles from './membership-card.module.css';

// The ways to pay come with the first Pay now, in a chunk of their own: most visits only look,
// and the screen's first load stays small.
const PayMembershipDialog = openedLazily(
  async () => (await import('./pay-membership-dialog')).PayMembershipDialog,
);

interface MembershipActionsProps {
  membership: Membership;
  choices: ReturnType<typeof membershipChoices>;
}

/** Pay now, stop (or resume) renewing, and cancel after one more look. */
export function MembershipActions({ membership, choices }: MembershipActionsProps) {
  const { t } = useTranslation();
  const change = useMembershipChange(membership.id);
  const [cancelling, setCancelling] = useState(false);
  const [paying, setPaying] = useState(false);
  if (!choices.pay && !choices.toggleRenewal && !choices.cancel) return null;
  return (
    <div className={styles.actions}>
      {choices.pay && (
        <Button variant="contained" size="small" onClick={() => setPaying(true)}>
          {t('memberships.player.payNow')}
        </Button>
      )}
      {choices.toggleRenewal && (
        <Button
          variant="outlined"
          size="small"
          loading={change.busy === 'renews'}
          disabled={change.busy !== null}
          onClick={() => void change.send({ renews: !membership.renews })}
        >
          {t(membership.renews ? 'memberships.player.stopRenewing' : 'memberships.player.renew')}
        </Button>
      )}
      {choices.cancel && (
        <Button
          danger
          size="small"
          disabled={change.busy !== null}
          onClick={() => setCancelling(true)}
        >
          {t('memberships.player.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={cancelling}
        title={t('memberships.player.cancelTitle')}
        message={t('memberships.player.cancelMessage', { club: membership.club.name })}
        confirmLabel={t('memberships.player.cancel')}
        keepLabel={t('memberships.player.keep')}
        destructive
        busy={change.busy === 'cancel'}
        onConfirm={() => void change.send({ cancel: true }).then(() => setCancelling(false))}
        onKeep={() => setCancelling(false)}
      />
      <PayMembershipDialog open={paying} membership={membership} onClose={() => setPaying(false)} />
    </div>
  );
}

/** Sends a change; a refusal is told (a 409 says why), and the card stays as it was. */
function useMembershipChange(membershipId: string) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const mutation = useChangeMembership();
  const busy = mutation.isPending
    ? 'cancel' in (mutation.variables?.change ?? {})
      ? 'cancel'
      : 'renews'
    : null;
  const send = (change: MembershipChange) =>
    mutation.mutateAsync({ membershipId, change }).catch((error: unknown) =>
      alerts.show({
        kind: 'error',
        title: t('memberships.player.changeFailed'),
        message:
          error instanceof ApiError && error.status === 409
            ? error.message
            : t('memberships.player.changeFailedMessage'),
      }),
    );
  return { send, busy } as const;
}
