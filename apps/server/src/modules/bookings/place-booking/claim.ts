import { conflictCodes, slotToastTexts } from '@courtside/shared';
import { conflict } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import type { CourtTime } from '#server/modules/court-time/court-time.service.js';
import { slotUnavailable, type ValidBooking } from './validate.js';

/** How a claim for a booking's hours went. */
export type BookingClaim = 'claimed' | 'taken' | 'unavailable';

/**
 * Step 3: the booking's hours, claimed for it in the booking's transaction; a hosted payment
 * holds them until `heldUntil`. When the first hour is taken the slot is taken; when a later
 * one is, the slot is unavailable for this duration, as the grid shows it (SPEC 4). A court
 * changed since the booking read it (its price) throws CourtChanged.
 */
export async function claimBookingHours(
  tx: Tx,
  courtTime: CourtTime,
  booking: Pick<ValidBooking, 'place' | 'slotStarts' | 'caller'>,
  bookingId: string,
  heldUntil: string | null,
): Promise<BookingClaim> {
  const result = await courtTime.claim(tx, {
    courtId: booking.place.court.id,
    slotStarts: booking.slotStarts,
    owner: { kind: 'booking', id: bookingId },
    ...(heldUntil ? { hold: { holderId: booking.caller.id, until: heldUntil } } : {}),
    // Priced with this reading of the court: a court changed since takes no claim.
    courtVersion: booking.place.court.version,
  });
  if (result.ok) return 'claimed';
  return result.takenHours.includes(booking.slotStarts[0]!) ? 'taken' : 'unavailable';
}

/** The answer to a claim that failed: 'Already Booked' or 'Not available'. */
export function refusalOf(claim: Exclude<BookingClaim, 'claimed'>) {
  return claim === 'taken'
    ? conflict(conflictCodes.SLOT_TAKEN, slotToastTexts.alreadyBooked.message)
    : slotUnavailable();
}
