import type { Tx } from '#server/db/transaction.js';
import type { PaymentRecord, PurposeHandler } from '#server/modules/payments/payments.service.js';
import { signalNight } from './live.js';
import { lockedEvent, placeOf, placesTaken } from './place-count.js';
import type { SocialsDeps } from './socials-deps.js';
import { lockEvent, setPlace } from './socials.repo.js';
import type { SocialWaitlist } from './waitlist.js';

/** The player's live place, kept for this payment. */
async function placeOfPayment(tx: Tx, payment: PaymentRecord) {
  const place = await placeOf(tx, payment.subject_id, payment.user_id);
  return place && place.payment_id === payment.id && place.status !== 'cancelled' ? place : null;
}

/**
 * What a place does when its payment settles (registered with payments): confirmed while the
 * night is open and the place is still the payment's; a place whose hold lapsed is confirmed
 * only if one is still free, otherwise payments refunds the money.
 */
export function placePaymentHandler(
  deps: SocialsDeps,
  waitlist: Pick<SocialWaitlist, 'offerFreePlaces'>,
): PurposeHandler {
  const { clock } = deps;
  async function confirm(tx: Tx, payment: PaymentRecord): Promise<boolean> {
    const now = clock.now();
    const event = await lockedEvent(tx, payment.subject_id);
    const place = event?.status === 'open' ? await placeOfPayment(tx, payment) : null;
    if (!event || !place) return false;
    const key = { eventId: event.id, userId: payment.user_id };
    const lapsed = place.status === 'held' && Date.parse(place.held_until ?? '') <= now.getTime();
    if (lapsed && (await placesTaken(tx, event.id, now, payment.user_id)) >= event.players_number) {
      await setPlace(tx.db, key, { status: 'cancelled', cancelled_at: now.toISOString() });
      return false;
    }
    await setPlace(tx.db, key, { status: 'confirmed', held_until: null });
    await signalNight(deps, tx, event.id);
    return true;
  }
  return {
    succeeded: confirm,
    succeededLate: confirm,
    // A declined payment frees the place it kept, for the waitlist or anyone.
    async failed(tx, payment) {
      const place = await placeOfPayment(tx, payment);
      if (place?.status !== 'held') return;
      await lockEvent(tx.db, payment.subject_id);
      const key = { eventId: payment.subject_id, userId: payment.user_id };
      await setPlace(tx.db, key, { status: 'cancelled', cancelled_at: clock.now().toISOString() });
      await waitlist.offerFreePlaces(tx, payment.subject_id);
    },
    // Cash is owed from the moment the place is taken; marking it changes nothing here.
    cashMarked: async () => {},
  };
}
