import { slotToastTexts } from '@courtside/shared';
import { conflict } from '../../../lib/domain-error.js';
import type { Tx } from '../../../lib/transaction.js';
import type { CourtTime } from '../../court-time/court-time.service.js';
import { slotUnavailable, type ValidBooking } from './validate.js';

/**
 * Step 3: the booking's hours, claimed for it in the booking's transaction; a hosted payment
 * holds them until `heldUntil`. The first hour taken is 'Already Booked'; a later one taken
 * makes the slot unavailable for this duration, as the grid shows it (SPEC 4).
 */
export async function claimBookingHours(
  tx: Tx,
  courtTime: CourtTime,
  booking: Pick<ValidBooking, 'place' | 'hourStarts' | 'caller'>,
  bookingId: string,
  heldUntil: string | null,
): Promise<void> {
  const result = await courtTime.claim(tx, {
    courtId: booking.place.court.id,
    hourStarts: booking.hourStarts,
    owner: { kind: 'booking', id: bookingId },
    ...(heldUntil ? { hold: { holderId: booking.caller.id, until: heldUntil } } : {}),
  });
  if (result.ok) return;
  if (result.takenHours.includes(booking.hourStarts[0]!))
    throw conflict('SLOT_TAKEN', slotToastTexts.alreadyBooked.message);
  throw slotUnavailable();
}
