import { useId, type ComponentProps } from 'react';
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
import { Button, ButtonLink } from '@/components/button';
import { Chip } from '@/components/chip';
import { Icon } from '@/components/icon';
import { eventAvailableIcon } from '@/components/icons/event-available';
import { eventBusyIcon } from '@/components/icons/event-busy';
import { paymentIcon } from '@/components/icons/payment';
import { storefrontIcon } from '@/components/icons/storefront';
import { ReceiptLinks } from '@/components/receipt-links';
import styles from './booking-card.module.css';

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

const stateColours: Record<BookingState, ComponentProps<typeof Chip>['tone']> = {
  paid: 'success',
  payAtClub: 'info',
  awaitingPayment: 'warning',
  cancelled: 'error',
  refundOnItsWay: undefined,
  refunded: undefined,
  refundedToCoins: undefined,
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
    <div className={styles.card} aria-describedby={summaryId}>
      <div className={styles.summaryRow}>
        <Photo src={club.photo} width={72} height={72} fallback={<Icon path={storefrontIcon} />} />
        <div id={summaryId} className={styles.summary}>
          <div className={styles.whenRow}>
            <p className={styles.when}>{bookingWhen(booking.date, booking.startTime, locale)}</p>
            <Chip
              variant="outlined"
              tone={stateColours[state]}
              label={t(`myBooking.state.${state}`)}
            />
          </div>
          <h3 className={styles.club} dir="auto">
            {club.name}
          </h3>
          <p className={styles.court} dir="auto">
            {booking.court.name}
          </p>
          <p className={styles.details}>
            {t('myBooking.details', {
              start: formatClockTime(booking.startTime, locale),
              end: formatClockTime(booking.endTime, locale),
              price: formatPrice(booking.amount, booking.currency),
              method: booking.paymentMethod
                ? t(`paymentMethods.${booking.paymentMethod}`)
                : t('myBooking.noMethod'),
            })}
          </p>
        </div>
      </div>
      {props.upcoming && !ended && <CardActions {...props} state={state} />}
      {hasReceipts(booking) && (
        <div className={styles.receipts}>
          <ReceiptLinks purpose="booking" subject={booking.id} />
        </div>
      )}
    </div>
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
    <div className={styles.actions}>
      {(cancellable || state === 'awaitingPayment') && (
        <Button
          size="small"
          danger
          startIcon={<Icon path={eventBusyIcon} />}
          onClick={() => onCancel(booking)}
        >
          {t('myBooking.cancel')}
        </Button>
      )}
      {checkout && (
        <ButtonLink
          size="small"
          variant="contained"
          href={checkout}
          startIcon={<Icon path={paymentIcon} />}
        >
          {t('ownHold.resume')}
        </ButtonLink>
      )}
      {state === 'awaitingPayment' && booking.paymentStatus === 'failed' && (
        <ButtonLink
          size="small"
          variant="contained"
          to={declinedHoldPath(booking)}
          startIcon={<Icon path={paymentIcon} />}
        >
          {t('ownHold.payAnotherWay')}
        </ButtonLink>
      )}
      {state !== 'awaitingPayment' && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<Icon path={eventAvailableIcon} />}
          onClick={() => onAddToCalendar(booking)}
        >
          {t('myBooking.addToCalendar')}
        </Button>
      )}
    </div>
  );
}
