import type { Tx } from '#server/db/transaction.js';
import { claimDescriber } from '#server/modules/court-time/court-time.service.js';
import { createSeats, type SeatRequest } from '#server/modules/seats/seats.service.js';
import { createCancelNight } from './cancel-night.js';
import { createCreateSocial } from './create-social.js';
import { nightSeats } from './night-seats.js';
import { createEnterPoints } from './points.js';
import { createSocialReads } from './reads.js';
import { createRounds } from './rounds.js';
import { nightPlaces, type SocialsDeps } from './socials-deps.js';
import { eventSpans } from './socials.repo.js';

export {
  findEvent as findNight,
  findEvents as findNights,
  nightEncounters,
  nightVisits,
} from './socials.repo.js';

export type { SocialsDeps } from './socials-deps.js';

/**
 * Americano and Mexicano nights: a client of court time (a night holds its courts' hours for
 * its whole window), of seats (places are sold, paid, waited for and given back as an
 * activity's seats are), and of the live stream (every screen of a night follows its rounds).
 */
export function createSocials(deps: SocialsDeps) {
  const places = createSeats(deps, nightSeats(deps));
  deps.courtTime.describeClaims(
    'social',
    claimDescriber(
      (ids: readonly string[]) => eventSpans(deps.db, ids),
      (row) => ({ name: row.format, phone: null, startsAt: row.starts_at, endsAt: row.ends_at }),
    ),
  );
  const cancelling = createCancelNight(deps, places);
  deps.courtTime.onClosure('social', cancelling.closureCancel);
  const reads = createSocialReads(deps);
  const rounds = createRounds(deps);
  return {
    create: createCreateSocial(deps),
    cancel: cancelling.cancelNight,
    list: reads.list,
    detail: reads.detail,
    preview: reads.preview,
    join: (request: Omit<SeatRequest, 'subjectId'> & { eventId: string }) =>
      places.take({ ...request, subjectId: request.eventId }),
    wait: places.wait,
    leaveWaitlist: places.leaveWaitlist,
    leave: places.leave,
    start: rounds.start,
    next: rounds.next,
    finish: rounds.finish,
    enterPoints: createEnterPoints(deps),
    /** Closing an account: places at nights still to come given back and refunded. */
    personalData: {
      release: async (tx: Tx, userId: string) => void (await places.releaseSeatsOf(tx, userId)),
      async exportOf(from: Tx['db'], userId: string) {
        const { seats, waitlist } = await nightPlaces.exportOf(from, userId);
        return { socialNights: { places: seats, waitlist } };
      },
    },
    /** The sweeper's rounds: lapsed waitlist offers, and refunds of cancelled nights. */
    passLapsedOffers: places.passLapsedOffers,
    refundCancelled: places.refundCancelled,
  };
}
export type Socials = ReturnType<typeof createSocials>;
