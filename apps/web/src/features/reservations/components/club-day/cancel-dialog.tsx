import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/dialog';
import { TextArea } from '@/components/text-field';
import { requestResolver } from '@/lib/request-resolver';
import { useClubCancel } from '../../api/club-cancel';
import { useActionFailure } from './use-action-failure';
import styles from './change-dialogs.module.css';

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
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{t('clubDay.cancelTitle')}</DialogTitle>
      <DialogContent>
        <DialogDescription>{t('clubDay.cancelHint')}</DialogDescription>
        <TextArea
          label={t('clubDay.reason')}
          {...form.register('reason')}
          required
          rows={2}
          error={missing ? t('common.required') : undefined}
          maxLength={reasonMaxLength}
          dir="auto"
          className={styles.fields}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('clubDay.keep')}</Button>
        <Button variant="contained" danger onClick={() => void submit()} loading={cancel.isPending}>
          {t('clubDay.cancelConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
