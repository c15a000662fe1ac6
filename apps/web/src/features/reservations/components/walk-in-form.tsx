import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import { phoneSchema } from '@courtside/shared';
import { useTranslation } from 'react-i18next';

export interface WalkInCustomer {
  /** Absent when the owner left the name empty. */
  customerName?: string;
  /** Absent when the owner left the phone empty. */
  customerPhone?: string;
}

const nameMaxLength = 80;

interface WalkInFormProps {
  /** False while the booking cannot be made (no price yet); the form stays fillable. */
  canBook: boolean;
  onBook: (customer: WalkInCustomer) => Promise<void>;
}

/** The walk-in customer's name and phone, both optional, then 'Book (cash)'. */
export function WalkInForm({ canBook, onBook }: WalkInFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ mode: 'onTouched', defaultValues: { customerName: '', customerPhone: '' } });

  const submit = handleSubmit(async ({ customerName, customerPhone }) => {
    const phone = customerPhone.trim();
    const name = customerName.trim();
    await onBook({ ...(name && { customerName: name }), ...(phone && { customerPhone: phone }) });
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <TextField
          {...register('customerName')}
          label={t('reservations.walkIn.customerName')}
          autoComplete="off"
          helperText={t('reservations.walkIn.phoneHint')}
          slotProps={{ htmlInput: { maxLength: nameMaxLength, dir: 'auto' } }}
          fullWidth
        />
        <TextField
          {...register('customerPhone', {
            validate: (value) =>
              value.trim() === '' ||
              phoneSchema.safeParse(value).success ||
              t('reservations.walkIn.phoneInvalid'),
          })}
          label={t('reservations.walkIn.customerPhone')}
          type="tel"
          autoComplete="off"
          error={Boolean(errors.customerPhone)}
          helperText={errors.customerPhone?.message ?? t('reservations.walkIn.phoneHint')}
          slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          startIcon={<PaymentsRounded />}
          disabled={!canBook}
          loading={isSubmitting}
          loadingPosition="start"
        >
          {t('reservations.walkIn.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
