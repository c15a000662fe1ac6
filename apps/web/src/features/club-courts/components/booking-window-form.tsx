import { useState } from 'react';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BookingWindow } from '@courtside/shared';
import { bookingHorizonDays } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { QueryGate } from '@/components/query-gate';
import { ScreenLoading } from '@/components/route-loading';
import { useToast } from '@/components/toast';
import { useSharedSchema } from '@/lib/shared-schemas';
import { useBookingWindow } from '../api/booking-window';
import { useSaveBookingWindow } from '../api/save-booking-window';

/** A typed whole number, or NaN for anything else (an empty field, a decimal point). */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

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
  const submit = () => {
    if (checked?.success)
      save.mutate(checked.data, {
        onSuccess: () =>
          toast.show({ message: t('clubHours.bookingWindow.saved'), severity: 'success' }),
      });
  };
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="booking-window-title">
      <Typography variant="subtitle1" component="h2" id="booking-window-title">
        {t('clubHours.bookingWindow.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('clubHours.bookingWindow.hint')}
      </Typography>
      <TextField
        label={t('clubHours.bookingWindow.days')}
        value={days}
        onChange={(event) => setDays(event.target.value)}
        error={checked?.success === false}
        helperText={t('clubHours.bookingWindow.range', { max: bookingHorizonDays })}
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: {
            endAdornment: (
              <InputAdornment position="end">{t('clubHours.bookingWindow.unit')}</InputAdornment>
            ),
          },
        }}
      />
      {save.isError && (
        <Typography color="error" role="alert">
          {t('courtsAdmin.saveFailed')}
        </Typography>
      )}
      <Button
        variant="contained"
        onClick={submit}
        disabled={!checked?.success}
        loading={save.isPending}
      >
        {t('clubHours.bookingWindow.save')}
      </Button>
    </Stack>
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
