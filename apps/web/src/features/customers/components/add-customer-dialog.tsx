import { useState } from 'react';
import type { CustomerSummary } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { PhoneField } from '@/components/phone-field';
import { TextField } from '@/components/text-field';
import { ApiError } from '@/lib/api-client';
import { usePhoneReader } from '@/lib/phone';
import { useAddCustomer } from '../api/add-customer';
import styles from './customers.module.css';

interface Props {
  open: boolean;
  /** The club's time zone, whose country reads the phone (unknown while loading). */
  timeZone: string | undefined;
  onClose: () => void;
  onAdded: (customer: CustomerSummary) => void;
}

const nameMaxLength = 80;

/** The desk adds someone without an account: a name and a phone of the club's country. */
export function AddCustomerDialog({ open, timeZone, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const reader = usePhoneReader(timeZone);
  const add = useAddCustomer();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const stored = reader?.stored(phone) ?? null;
  const exists =
    add.error instanceof ApiError && add.error.body.code === conflictCodes.CUSTOMER_EXISTS;
  const close = () => {
    add.reset();
    setName('');
    setPhone('');
    onClose();
  };
  const submit = () => {
    if (!stored || name.trim() === '') return;
    add.mutate(
      { name: name.trim(), phone: stored },
      {
        onSuccess: (customer) => {
          close();
          onAdded(customer);
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={close}>
      <DialogTitle>{t('customers.addTitle')}</DialogTitle>
      <DialogContent>
        <div className={styles.fields}>
          <TextField
            label={t('customers.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
            required
            maxLength={nameMaxLength}
            dir="auto"
          />
          <PhoneField
            reader={reader}
            label={t('customers.phone')}
            value={phone}
            onChange={setPhone}
            required
          />
          {add.isError && (
            <p role="alert" className={styles.failed}>
              {exists ? t('customers.exists') : t('customers.saveFailed')}
            </p>
          )}
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={add.isPending}>
          {t('customers.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!stored || name.trim() === ''}
          loading={add.isPending}
          onClick={submit}
        >
          {t('customers.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
