import { createGiveBack } from './give-back.js';
import { seatPaymentHandler } from './seat-payments.js';
import type { SeatKind } from './seat-store.js';
import type { SeatsDeps } from './seats-deps.js';
import { createTakeSeat } from './take-seat.js';
import { createWaitlist } from './waitlist.js';

export type { Seat, SeatKind, SeatStore, SeatSubject, Wait } from './seat-store.js';
export type { SeatsDeps } from './seats-deps.js';
export type { SeatRequest } from './take-seat.js';
export { seatStates } from './seat-count.js';

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
