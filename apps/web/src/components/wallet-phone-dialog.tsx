import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isCompleteMaskedPhone, maskPhone } from '../lib/phone-mask';

export interface WalletPhoneDialogProps {
  open: boolean;
  /** Pre-filled, e.g. with the user's own number; the payer may use another phone. */
  initialPhone?: string | null;
  busy: boolean;
  onCancel: () => void;
  /** The phone as typed in the 3-4-3 mask, e.g. '010 1234 567'. */
  onSubmit: (phone: string) => void;
}

/** The mobile wallet charges a phone number, which the payer types here (SPEC 7 and 9). */
export function WalletPhoneDialog({
  open,
  initialPhone,
  busy,
  onCancel,
  onSubmit,
}: WalletPhoneDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [phone, setPhone] = useState(() => maskPhone(initialPhone ?? ''));
  const [touched, setTouched] = useState(false);
  const complete = isCompleteMaskedPhone(phone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (complete) onSubmit(phone);
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('walletPhone.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('walletPhone.message')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('walletPhone.label')}
            placeholder="000 0000 000"
            value={phone}
            onChange={(event) => setPhone(maskPhone(event.target.value))}
            onBlur={() => setTouched(true)}
            error={touched && !complete}
            helperText={touched && !complete ? t('walletPhone.invalid') : t('walletPhone.hint')}
            slotProps={{
              htmlInput: { inputMode: 'tel', autoComplete: 'tel', dir: 'ltr' },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('walletPhone.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
