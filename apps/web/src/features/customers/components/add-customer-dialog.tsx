import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CustomerSummary } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@/components/phone-field';
import { ApiError } from '@/lib/api-client';
import { usePhoneReader } from '@/lib/phone';
import { useAddCustomer } from '../api/add-customer';

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
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="add-customer-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="add-customer-title">{t('customers.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('customers.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: nameMaxLength, dir: 'auto' } }}
          />
          <PhoneField
            reader={reader}
            label={t('customers.phone')}
            value={phone}
            onChange={setPhone}
            required
          />
          {add.isError && (
            <Typography color="error" role="alert">
              {exists ? t('customers.exists') : t('customers.saveFailed')}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
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
