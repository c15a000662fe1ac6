import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Match } from '@courtside/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/lazy-dialogs';
import { ShareLinkButton } from '@/components/share-link-button';
import { useToast } from '@/components/toast';
import { editMatchPath, matchDetailsPath, matchRequestsPath, paths } from '@/lib/paths';
import { useCancelMatch } from '../api/cancel-match';
import { InvitePlayersSheet } from './invite-players-sheet';

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
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Badge badgeContent={match.pendingRequests} color="error" sx={{ flex: 1, display: 'flex' }}>
          <Button
            fullWidth
            variant="contained"
            onClick={() => void navigate(matchRequestsPath(match.id))}
          >
            {t('matches.requests')}
          </Button>
        </Badge>
        <Button
          sx={{ flex: 1 }}
          variant="outlined"
          onClick={() => void navigate(editMatchPath(match.id))}
        >
          {t('matches.edit')}
        </Button>
      </Stack>
      <Button variant="outlined" onClick={() => setInviting(true)}>
        {t('matches.inviteButton')}
      </Button>
      <InvitePlayersSheet matchId={match.id} open={inviting} onClose={() => setInviting(false)} />
      <Stack direction="row" spacing={1}>
        <ShareLinkButton
          path={matchDetailsPath(match.id)}
          title={match.club.name}
          sx={{ flex: 1 }}
        />
        <Button
          sx={{ flex: 1 }}
          variant="outlined"
          color="error"
          onClick={() => setConfirming(true)}
        >
          {t('matches.cancelMatch')}
        </Button>
      </Stack>
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
    </Stack>
  );
}
