import { useState } from 'react';
import type { BookingWindow } from '@courtside/shared';
import { bookingHorizonDays } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { FieldUnit, SettingsSection } from './settings-section';
import { wholeNumber } from './whole-number';
import { TextField } from '@/components/text-field';
import { QueryGate } from '@/components/query-gate';
import { ScreenLoading } from '@/components/route-loading';
import { useToast } from '@/components/toast';
import { useSharedSchema } from '@/lib/shared-schemas';
import { useBookingWindow } from '../api/booking-window';
import { useSaveBookingWindow } from '../api/save-booking-window';

/**
 * How many days ahead the club's courts open to players; a membership plan may open more to
 * its members. Bookings already made further ahead stay.
 */
export function BookingWindowForm({ initial }: { initial: BookingWindow }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveBookingWindow();
  const [days, setDays] = useState(String(initial.days));
  const schema = useSharedSchema('bookingWindowSchema');
  const checked = schema?.safeParse({ days: wholeNumber(days) });
  const range = t('clubHours.bookingWindow.range', { max: bookingHorizonDays });
  const submit = () => {
    if (checked?.success)
      save.mutate(checked.data, {
        onSuccess: () =>
          toast.show({ message: t('clubHours.bookingWindow.saved'), severity: 'success' }),
      });
  };
  return (
    <SettingsSection
      title={t('clubHours.bookingWindow.title')}
      hint={t('clubHours.bookingWindow.hint')}
      saveLabel={t('clubHours.bookingWindow.save')}
      canSave={checked?.success === true}
      saving={save.isPending}
      failed={save.isError}
      onSave={submit}
    >
      <TextField
        label={t('clubHours.bookingWindow.days')}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        error={checked?.success === false ? range : undefined}
        helper={range}
        inputMode="numeric"
        end={<FieldUnit>{t('clubHours.bookingWindow.unit')}</FieldUnit>}
      />
    </SettingsSection>
  );
}

/** The form once the club's window is read, with its own loading and error states. */
export function BookingWindowSection() {
  const window = useBookingWindow();
  return (
    <QueryGate query={window} skeleton={<ScreenLoading inline />}>
      {(data) => <BookingWindowForm key={`window-${window.dataUpdatedAt}`} initial={data} />}
    </QueryGate>
  );
}
