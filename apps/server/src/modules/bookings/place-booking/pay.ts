import type { Tx } from '#server/db/transaction.js';
import type {
  Idempotency,
  PaymentRecord,
  Payments,
} from '#server/modules/payments/payments.service.js';
import type { BookingPrice } from './price.js';
import type { ValidBooking } from './validate.js';

/**
 * Step 4: the booking's payment, in the booking's transaction: coins are taken now (or the
 * whole booking is refused), cash is due at the club, a hosted payment waits for its
 * checkout. The payer's coin row is already locked.
 */
export function payForBooking(
  tx: Tx,
  payments: Payments,
  booking: Pick<ValidBooking, 'caller' | 'method' | 'body' | 'place' | 'startsAt'>,
  price: BookingPrice,
  ids: { bookingId: string; idempotency?: Idempotency },
): Promise<PaymentRecord> {
  return payments.create(tx, {
    payerId: booking.caller.id,
    purpose: 'booking',
    subjectId: ids.bookingId,
    method: booking.method,
    amount: price.amount,
    currency: price.currency,
    payerPhone: booking.body.phone ?? null,
    payeeClubId: booking.place.club.id,
    item: { name: booking.place.court.name, startsAt: booking.startsAt },
    idempotency: ids.idempotency,
  });
}
