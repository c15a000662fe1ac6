import { useId } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { requestResolver } from '@/lib/request-resolver';
import { useClubCancel } from '../../api/club-cancel';
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
  const cancel = useClubCancel();
  const failed = useActionFailure();
  // The shared schema checks the reason as the server does: required, trimmed.
  const form = useForm({
    mode: 'onTouched',
    defaultValues: { reason: '' },
    resolver: requestResolver('clubCancelBodySchema'),
  });
  const missing = Boolean(form.formState.errors.reason);

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await cancel.mutateAsync({ bookingId, reason });
      form.reset();
      onCancelled();
    } catch (error) {
      failed(error);
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{t('clubDay.cancelTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('clubDay.cancelHint')}</DialogContentText>
        <TextField
          label={t('clubDay.reason')}
          {...form.register('reason')}
          required
          multiline
          minRows={2}
          fullWidth
          error={missing}
          helperText={missing ? t('common.required') : undefined}
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
