import { useId } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { declineApplicationBodySchema, type ClubApplication } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { requestResolver } from '@/lib/request-resolver';
import { useDeclineApplication } from '../api/club-applications';
import { FormField } from './form-field';

interface DeclineDialogProps {
  application: ClubApplication;
  open: boolean;
  onClose: () => void;
}

/** Declining an application, with the reason the applicant is sent. */
export function DeclineDialog({ application, open, onClose }: DeclineDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const toast = useToast();
  const decline = useDeclineApplication(application.id);
  const form = useForm({
    mode: 'onTouched',
    defaultValues: { reason: '' },
    resolver: requestResolver(declineApplicationBodySchema),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await decline.mutateAsync(body);
      toast.show({ message: t('admin.declinedDone'), severity: 'success' });
      onClose();
    } catch (error) {
      toast.show({ message: refusalMessage(error, t('admin.failed')), severity: 'error' });
    }
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {t('admin.declineTitle', { name: application.clubName })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('admin.declineHint')}</DialogContentText>
          <FormField
            control={form.control}
            name="reason"
            label={t('admin.reason')}
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" color="warning" variant="contained" loading={decline.isPending}>
            {t('admin.decline')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
