import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useClubCancel } from '../../api/club-day';
import { useActionFailure } from './use-action-failure';

interface CancelDialogProps {
  open: boolean;
  bookingId: string;
  onClose: () => void;
  onCancelled: () => void;
}

const reasonMaxLength = 300;

/** The club cancels a booking: why (told to the player), then the full refund. */
export function CancelDialog({ open, bookingId, onClose, onCancelled }: CancelDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const cancel = useClubCancel();
  const failed = useActionFailure();
  const missing = reason.trim() === '';

  const submit = async () => {
    setTouched(true);
    if (missing) return;
    try {
      await cancel.mutateAsync({ bookingId, reason: reason.trim() });
      setReason('');
      setTouched(false);
      onCancelled();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{t('clubDay.cancelTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('clubDay.cancelHint')}</DialogContentText>
        <TextField
          label={t('clubDay.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          required
          multiline
          minRows={2}
          fullWidth
          error={touched && missing}
          helperText={touched && missing ? t('common.required') : undefined}
          slotProps={{ htmlInput: { maxLength: reasonMaxLength, dir: 'auto' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('clubDay.keep')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void submit()}
          loading={cancel.isPending}
        >
          {t('clubDay.cancelConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
