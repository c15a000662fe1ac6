import { useController, useForm } from 'react-hook-form';
import type { ValidBookingPaymentBody } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { paymentsIcon } from '@/components/icons/payments';
import { PhoneField } from '@/components/phone-field';
import { TextField } from '@/components/text-field';
import { SubmitForm } from '@/components/submit-form';
import { usePhoneReader } from '@/lib/phone';
import { requestResolver } from '@/lib/request-resolver';
import { useLatestCallback } from '@/lib/use-latest-callback';

export interface WalkInCustomer {
  /** Absent when the owner left the name empty. */
  customerName?: string;
  /** Absent when the owner left the phone empty. */
  customerPhone?: string;
}

const nameMaxLength = 80;
const customerFields = ['customerName', 'customerPhone'];

interface WalkInFormProps {
  /** False while the booking cannot be made (no price or club yet); the form stays fillable. */
  canBook: boolean;
  /** The club's time zone, whose country reads the customer's phone (unknown while loading). */
  timeZone: string | undefined;
  /** The booking body for this customer: the slot's, with the customer's name and phone. */
  bookingFor: (customer: WalkInCustomer) => unknown;
  onBook: (booking: ValidBookingPaymentBody) => Promise<void>;
}

/** What the owner typed, trimmed; an empty field is left out. */
function customerOf(values: { customerName: string; customerPhone: string }): WalkInCustomer {
  const name = values.customerName.trim();
  const phone = values.customerPhone.trim();
  return { ...(name && { customerName: name }), ...(phone && { customerPhone: phone }) };
}

/**
 * The walk-in customer's name and phone, both optional, then 'Book (cash)'. The booking is
 * checked with the shared booking schema, the phone read by the one phone rule in the
 * club's country; what is wrong with the slot rather than the customer is the server's to
 * answer.
 */
export function WalkInForm({ canBook, timeZone, bookingFor, onBook }: WalkInFormProps) {
  const { t } = useTranslation();
  const reader = usePhoneReader(timeZone);
  const clubTimeZone = useLatestCallback(() => timeZone);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    mode: 'onTouched',
    defaultValues: { customerName: '', customerPhone: '' },
    resolver: requestResolver(
      'bookingPaymentBodySchema',
      (values) => bookingFor(customerOf(values)),
      {
        leaveToServer: (path) => !customerFields.includes(path),
        phones: { fields: ['customerPhone'], clubTimeZone },
      },
    ),
  });
  const phone = useController({ control, name: 'customerPhone' }).field;

  return (
    <SubmitForm
      onSubmit={handleSubmit(onBook)}
      submitLabel={t('reservations.walkIn.submit')}
      submitting={isSubmitting}
      disabled={!canBook}
      startIcon={<Icon path={paymentsIcon} />}
      spacing={2}
    >
      <TextField
        {...register('customerName')}
        label={t('reservations.walkIn.customerName')}
        autoComplete="off"
        helper={t('reservations.walkIn.phoneHint')}
        maxLength={nameMaxLength}
        dir="auto"
      />
      <PhoneField
        reader={reader}
        label={t('reservations.walkIn.customerPhone')}
        value={phone.value}
        onChange={phone.onChange}
        onBlur={phone.onBlur}
        hint={t('reservations.walkIn.phoneHint')}
        refusal={errors.customerPhone ? t('phone.invalid') : undefined}
      />
    </SubmitForm>
  );
}
