import Stack from '@mui/material/Stack';
import { ErrorState } from '../../../../components/error-state';
import { useCoinBalance } from '../../../../lib/api/coin-balance';
import { useCourtPrice } from '../../../../lib/api/court-price';
import type { BookingQuery } from '../../../../lib/booking-query';
import { useSignedInUser } from '../../../../lib/session';
import { useClubCourts } from '../../api/club-courts';
import { bookingAmount } from './checkout-price';
import { PayStep } from './pay-step';
import { PriceStep } from './price-step';
import { useBookingPayment } from './use-booking-payment';

/**
 * The checkout of a slot chosen on the grid, step by step: what it is and costs (price), how
 * to pay it (pay), then what the payment answered (outcome, in useBookingPayment).
 */
export function BookingCheckout({ booking }: { booking: BookingQuery }) {
  const user = useSignedInUser();
  const court = useClubCourts(booking.clubID, [booking.courtID]);
  const price = useCourtPrice(booking.clubID, booking.courtID);
  const balance = useCoinBalance();
  const { pay, busy } = useBookingPayment(booking);

  if (price.isError) {
    return <ErrorState onRetry={() => void price.refetch()} retrying={price.isFetching} />;
  }
  const amount = bookingAmount(price.data?.price, booking.duration);
  return (
    <Stack spacing={2.5}>
      <PriceStep
        booking={booking}
        clubName={court.data?.[0]?.club.name ?? null}
        pricing={price.isPending}
        amount={amount}
        currency={price.data?.currency}
      />
      <PayStep
        amount={amount}
        balance={balance.data}
        payerPhone={user.Phone}
        busy={busy}
        onPay={pay}
      />
    </Stack>
  );
}
