import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import PaymentRounded from '@mui/icons-material/PaymentRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import type { MyBooking } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money';
import { formatClockTime } from '../../../lib/calendar-date';
import { Photo } from '../../../components/photo';
import { checkoutUrlOf } from '../../../lib/checkout';
import { currentLanguage } from '../../../lib/i18n';
import { bookingState, isCalledOff, type BookingState } from '../booking-state';
import { bookingWhen } from '../booking-when';
import { declinedHoldPath } from './checkout/declined-hold';
import { clampLines } from '@/components/clamp-lines';
import { ReceiptLinks } from '@/components/receipt-links';

/** Money the club took (and maybe gave back) has receipts; a hold or cash still owed has none. */
const hasReceipts = (booking: MyBooking) =>
  booking.paymentStatus === 'succeeded' ||
  booking.paymentStatus === 'refunded' ||
  booking.paymentStatus === 'refund_pending';

interface BookingCardProps {
  booking: MyBooking;
  /** Upcoming bookings offer their actions; history only shows what happened. */
  upcoming: boolean;
  cancellable: boolean;
  onAddToCalendar: (booking: MyBooking) => void;
  onCancel: (booking: MyBooking) => void;
}

const stateColours: Record<BookingState, ChipProps['color']> = {
  paid: 'success',
  payAtClub: 'info',
  awaitingPayment: 'warning',
  cancelled: 'error',
  refundOnItsWay: 'default',
  refunded: 'default',
  refundedToCoins: 'default',
};

/**
 * SPEC 2 My Booking: club photo, 'weekday | day/month | hour am/pm', club and court; with the
 * end time, price, method and where the booking stands, and what can still be done with it.
 */
export function BookingCard(props: BookingCardProps) {
  const { booking } = props;
  const { t } = useTranslation();
  const summaryId = useId();
  const state = bookingState(booking);
  const locale = currentLanguage();
  const club = booking.court.club;
  const ended = isCalledOff(state);
  return (
    <Card sx={{ p: 1.25 }} aria-describedby={summaryId}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Photo
          src={club.photo}
          width={72}
          height={72}
          fallback={<StorefrontRounded aria-hidden />}
        />
        <Stack id={summaryId} sx={{ minWidth: 0, flex: 1 }}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {bookingWhen(booking.date, booking.startTime, locale)}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              color={stateColours[state]}
              label={t(`myBooking.state.${state}`)}
              // The colour marks the border; the words stay dark enough to read on white.
              sx={{ '& .MuiChip-label': { color: 'text.primary' } }}
            />
          </Stack>
          <Typography variant="subtitle1" component="h3" dir="auto" sx={clampLines(2)}>
            {club.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" dir="auto" sx={clampLines(2)}>
            {booking.court.name}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('myBooking.details', {
              start: formatClockTime(booking.startTime, locale),
              end: formatClockTime(booking.endTime, locale),
              price: formatPrice(booking.amount, booking.currency),
              method: booking.paymentMethod
                ? t(`paymentMethods.${booking.paymentMethod}`)
                : t('myBooking.noMethod'),
            })}
          </Typography>
        </Stack>
      </Stack>
      {props.upcoming && !ended && <CardActions {...props} state={state} />}
      {hasReceipts(booking) && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', pt: 0.5 }}>
          <ReceiptLinks purpose="booking" subject={booking.id} />
        </Stack>
      )}
    </Card>
  );
}

function CardActions({
  booking,
  cancellable,
  state,
  onAddToCalendar,
  onCancel,
}: BookingCardProps & { state: BookingState }) {
  const { t } = useTranslation();
  const checkout = state === 'awaitingPayment' ? checkoutUrlOf(booking) : null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, pt: 1 }}>
      {(cancellable || state === 'awaitingPayment') && (
        <Button
          size="small"
          color="error"
          startIcon={<EventBusyRounded />}
          onClick={() => onCancel(booking)}
        >
          {t('myBooking.cancel')}
        </Button>
      )}
      {checkout && (
        <Button size="small" variant="contained" href={checkout} startIcon={<PaymentRounded />}>
          {t('ownHold.resume')}
        </Button>
      )}
      {state === 'awaitingPayment' && booking.paymentStatus === 'failed' && (
        <Button
          size="small"
          variant="contained"
          component={RouterLink}
          to={declinedHoldPath(booking)}
          startIcon={<PaymentRounded />}
        >
          {t('ownHold.payAnotherWay')}
        </Button>
      )}
      {state !== 'awaitingPayment' && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<EventAvailableRounded />}
          onClick={() => onAddToCalendar(booking)}
        >
          {t('myBooking.addToCalendar')}
        </Button>
      )}
    </Stack>
  );
}
