import type { Match } from '@courtside/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CountBadge } from '@/components/count-badge';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { ShareLinkButton } from '@/components/share-link-button';
import { useToast } from '@/components/toast';
import { editMatchPath, matchDetailsPath, matchRequestsPath, paths } from '@/lib/paths';
import { useCancelMatch } from '../api/cancel-match';
import { InvitePlayersSheet } from './invite-players-sheet';
import styles from './match-parts.module.css';

/** SPEC 6 Match owner: Requests (with their count), Edit, inviting players, sharing the link, Cancel. */
export function OwnerActions({ match }: { match: Match }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const cancel = useCancelMatch(match.id);
  const [confirming, setConfirming] = useState(false);
  const [inviting, setInviting] = useState(false);

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => void navigate(paths.matches),
      onError: (error) => toast.show({ message: error.message, severity: 'error' }),
    });

  return (
    <div className={styles.tightColumn}>
      <div className={styles.row}>
        <CountBadge count={match.pendingRequests} className={styles.half}>
          <Button
            fullWidth
            variant="contained"
            onClick={() => void navigate(matchRequestsPath(match.id))}
          >
            {t('matches.requests')}
          </Button>
        </CountBadge>
        <Button
          className={styles.half}
          variant="outlined"
          onClick={() => void navigate(editMatchPath(match.id))}
        >
          {t('matches.edit')}
        </Button>
      </div>
      <Button variant="outlined" onClick={() => setInviting(true)}>
        {t('matches.inviteButton')}
      </Button>
      <InvitePlayersSheet matchId={match.id} open={inviting} onClose={() => setInviting(false)} />
      <div className={styles.row}>
        <ShareLinkButton
          path={matchDetailsPath(match.id)}
          title={match.club.name}
          className={styles.half}
        />
        <Button
          className={styles.half}
          variant="outlined"
          danger
          onClick={() => setConfirming(true)}
        >
          {t('matches.cancelMatch')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('matches.cancelTitle')}
        message={t('matches.cancelMessage')}
        confirmLabel={t('matches.cancelMatch')}
        keepLabel={t('matches.keepMatch')}
        destructive
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onKeep={() => setConfirming(false)}
      />
    </div>
  );
}
