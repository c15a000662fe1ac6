import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { OwnedCourt } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useRetireCourt } from '../api/retire-court';

interface Props {
  court: OwnedCourt | null;
  onClose: () => void;
}

/** The future bookings a refusal listed, one line each ('2026-11-24 18:00–19:00 Ana'). */
function blockingLines(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.body.code !== conflictCodes.COURT_HAS_FUTURE_BOOKINGS)
    return null;
  return (error.body.details ?? []).map((detail) => detail.message);
}

/** Asks before retiring a court; when it still has future bookings, lists them. */
export function RetireDialog({ court, onClose }: Props) {
  const { t } = useTranslation();
  const retire = useRetireCourt();
  const blocking = blockingLines(retire.error);
  const close = () => {
    retire.reset();
    onClose();
  };
  const confirm = () => {
    if (court) retire.mutate(court.id, { onSuccess: close });
  };
  return (
    <Dialog open={court !== null} onClose={close} aria-labelledby="retire-title">
      <DialogTitle id="retire-title">
        {blocking
          ? t('courtsAdmin.blockedTitle')
          : t('courtsAdmin.retireTitle', { court: court?.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {blocking ? t('courtsAdmin.blockedMessage') : t('courtsAdmin.retireMessage')}
        </DialogContentText>
        {blocking && (
          <ul aria-label={t('courtsAdmin.blockingList')}>
            {blocking.map((line) => (
              <Typography component="li" key={line} variant="body2" dir="auto">
                <bdi>{line}</bdi>
              </Typography>
            ))}
          </ul>
        )}
        {retire.isError && !blocking && (
          <Typography color="error" role="alert">
            {t('courtsAdmin.saveFailed')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{blocking ? t('courtsAdmin.ok') : t('courtsAdmin.cancel')}</Button>
        {!blocking && (
          <Button color="error" variant="contained" onClick={confirm} disabled={retire.isPending}>
            {t('courtsAdmin.retire')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
