import { createGiveBack } from './give-back.js';
import { seatPaymentHandler } from './seat-payments.js';
import type { SeatKind, SeatPurpose } from './seat-kind.js';
import { seatTable, type SeatTable } from './seat-table.js';
import type { SeatsDeps } from './seats-deps.js';
import { createTakeSeat } from './take-seat.js';
import { createWaitlist } from './waitlist.js';

export type { Seat, SeatKind, SeatPurpose, SeatSubject, Wait } from './seat-kind.js';
export type { SeatsDeps } from './seats-deps.js';
export type { SeatRequest } from './take-seat.js';
export { seatStates } from './seat-count.js';

/**
 * What a feature reads of its own seats (its lists, counts and live screens, Download my
 * data), and the waitlist of a subject it called off let go. Seats are kept by this module
 * alone: a feature reads and changes them only through here.
 */
export const seatRecords = (
  purpose: SeatPurpose,
): Pick<
  SeatTable,
  'seats' | 'waits' | 'exportOf' | 'letWaitlistGo' | 'subjectsSeatedIn' | 'takers'
> => seatTable(purpose);

/**
 * Selling by the seat, one way for every feature that does (an activity's sessions, the
 * places at a night): taking and paying a seat, its payment's outcome (the handler registered
 * with payments here), the waitlist, and seats given back by their player, by a closing
 * account or by the club calling the subject off.
 */
export function createSeats(deps: SeatsDeps, kind: SeatKind) {
  const waitlist = createWaitlist(deps, kind);
  const giveBack = createGiveBack(deps, kind, waitlist);
  deps.payments.registerPurpose(kind.purpose, seatPaymentHandler(deps, kind, waitlist));
  return {
    take: createTakeSeat(deps, kind),
    wait: waitlist.join,
    leaveWaitlist: waitlist.leave,
    offerFreeSeats: waitlist.offerFreeSeats,
    passLapsedOffers: waitlist.passLapsedOffers,
    ...giveBack,
  };
}
export type Seats = ReturnType<typeof createSeats>;
