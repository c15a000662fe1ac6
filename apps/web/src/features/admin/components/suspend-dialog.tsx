import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { suspendClubBodySchema, type AdminClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { requestResolver } from '@/lib/request-resolver';
import { useSuspendClub } from '../api/club-changes';
import { FormField } from './form-field';
import { isolated } from '@/lib/bidi';

interface SuspendDialogProps {
  club: AdminClub;
  open: boolean;
  onClose: () => void;
}

/**
 * Suspending a club: why (told to its owner and players), and whether its future bookings
 * are kept or cancelled with full refunds.
 */
export function SuspendDialog({ club, open, onClose }: SuspendDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const toast = useToast();
  const suspend = useSuspendClub(club.id);
  const form = useForm({
    mode: 'onTouched',
    defaultValues: { futureBookings: 'keep' as 'keep' | 'cancel', reason: '' },
    resolver: requestResolver(suspendClubBodySchema),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const { cancelledBookings } = await suspend.mutateAsync(body);
      toast.show({
        message: t('admin.suspendedDone', { count: cancelledBookings }),
        severity: 'success',
      });
      form.reset();
      onClose();
    } catch (error) {
      toast.show({ message: refusalMessage(error, t('admin.failed')), severity: 'error' });
    }
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {t('admin.suspendTitle', { name: isolated(club.name) })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('admin.suspendHint')}</DialogContentText>
          <Controller
            control={form.control}
            name="futureBookings"
            render={({ field }) => (
              <RadioGroup {...field} aria-label={t('admin.futureBookings')}>
                <FormControlLabel
                  value="keep"
                  control={<Radio />}
                  label={t('admin.keepBookings')}
                />
                <FormControlLabel
                  value="cancel"
                  control={<Radio />}
                  label={t('admin.cancelBookings')}
                />
              </RadioGroup>
            )}
          />
          <FormField
            control={form.control}
            name="reason"
            label={t('admin.reason')}
            required
            multiline
            minRows={2}
            sx={{ mt: 2 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" color="warning" variant="contained" loading={suspend.isPending}>
            {t('admin.suspend')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
