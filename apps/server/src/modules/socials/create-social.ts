import {
  conflictCodes,
  minuteOfDay,
  occurrenceTimes,
  type SocialCreateBody,
} from '@courtside/shared';
import { conflict, invalidField } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { inTransaction } from '#server/db/transaction.js';
import { windowSlotStarts } from '#server/modules/court-time/court-time.service.js';
import { eventOwner, type SocialsDeps } from './socials-deps.js';
import { insertEvent } from './socials.repo.js';

/** The event's window as UTC instants, from the club-local date and times. */
function windowOf(body: SocialCreateBody, timeZone: string) {
  const from = minuteOfDay(body.fromH, body.fromM);
  const to = minuteOfDay(body.toH, body.toM);
  const [window] = occurrenceTimes([body.date], from, to, timeZone).occurrences;
  // A time skipped by the clocks going forward does not exist on that day.
  if (!window) throw invalidField('fromH', 'That time does not exist on that day');
  return window;
}

/**
 * An owner creates an Americano or Mexicano night: the event and every hour of its window on
 * each of its courts, claimed through court time in one transaction; one taken hour refuses
 * the whole event (409) naming the court.
 */
export function createCreateSocial(deps: SocialsDeps) {
  const { db, clock, clubs, courtTime } = deps;
  return async function createSocial(ownerId: string, body: SocialCreateBody) {
    const club = await clubs.access.clubFor(ownerId, body.club, 'socials');
    const courts = await clubs.courtsInPlay(club.id, 'padel');
    const unknown = body.courts.find((id) => !courts.some((court) => court.id === id));
    if (unknown) throw invalidField('courts', 'Choose padel courts of your club');
    const { startsAt, endsAt } = windowOf(body, club.time_zone);
    if (Date.parse(startsAt) <= clock.now().getTime())
      throw invalidField('date', 'The night starts later than now');
    const id = newId();
    await inTransaction(db, async (tx) => {
      await insertEvent(
        tx.db,
        {
          id,
          club_id: club.id,
          format: body.format,
          starts_at: startsAt,
          ends_at: endsAt,
          players_number: body.players,
          points_per_game: body.pointsPerGame,
          price: body.price,
          currency: club.currency,
          status: 'open',
          created_at: clock.now().toISOString(),
        },
        body.courts,
      );
      for (const courtId of body.courts) {
        const slotStarts = windowSlotStarts(startsAt, endsAt);
        const claimed = await courtTime.claim(tx, { courtId, slotStarts, owner: eventOwner(id) });
        if (!claimed.ok) {
          const name = courts.find((court) => court.id === courtId)?.name ?? courtId;
          throw conflict(conflictCodes.COURT_TAKEN, `${name} is taken during the night`, [
            { field: 'courts', message: courtId },
          ]);
        }
      }
    });
    return { id };
  };
}
