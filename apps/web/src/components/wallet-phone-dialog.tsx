import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneReader } from '../lib/phone';
import { Button } from './button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { PhoneField } from './phone-field';
import styles from './wallet-phone-dialog.module.css';

export interface WalletPhoneDialogProps {
  open: boolean;
  /** Pre-filled, e.g. with the user's own number; the payer may use another phone. */
  initialPhone?: string | null;
  /**
   * The time zone of the club paid, whose country reads a national number; none for what no
   * club sells (coin packs), read in the country the device is in.
   */
  clubTimeZone?: string | null;
  busy: boolean;
  onCancel: () => void;
  /** The phone whole, as it is stored: '+34612000222', or the spec's ten digits. */
  onSubmit: (phone: string) => void;
}

/** The mobile wallet charges a phone number, which the payer types here (SPEC 7 and 9). */
export function WalletPhoneDialog({
  open,
  initialPhone,
  clubTimeZone,
  busy,
  onCancel,
  onSubmit,
}: WalletPhoneDialogProps) {
  const { t } = useTranslation();
  const reader = usePhoneReader(clubTimeZone);
  const [phone, setPhone] = useState(initialPhone ?? '');
  const [refused, setRefused] = useState(false);
  const stored = reader?.stored(phone) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefused(stored === null);
    if (stored !== null) onSubmit(stored);
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('walletPhone.title')}</DialogTitle>
        <DialogContent>
          <div className={styles.message}>
            <DialogDescription>{t('walletPhone.message')}</DialogDescription>
          </div>
          <PhoneField
            reader={reader}
            autoFocus
            label={t('walletPhone.label')}
            value={phone}
            onChange={(shown) => {
              setPhone(shown);
              setRefused(false);
            }}
            refusal={refused ? t('phone.invalid') : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={reader === null}>
            {t('walletPhone.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
