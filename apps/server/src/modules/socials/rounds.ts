import {
  americanoRound,
  conflictCodes,
  mexicanoRound,
  sitOutsOf,
  socialStandings,
  type SocialRound,
} from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { checkClubAccess } from '#server/modules/clubs/clubs.service.js';
import { signalNight } from './live.js';
import { lockedEvent } from './socials.repo.js';
import { nightPlaces, type SocialsDeps } from './socials-deps.js';
import {
  courtsOf,
  gamesOf,
  insertRound,
  roundsOf,
  setEvent,
  type EventWithClub,
  type GameRow,
} from './socials.repo.js';

/** The night's players in the order they took their places: paid or owed at the club. */
export async function playersOf(tx: Tx, eventId: string) {
  const places = await nightPlaces.seats(tx.db, [eventId]);
  return places.filter((p) => p.status === 'confirmed').map((p) => p.user_id);
}

export const pairsOf = (game: GameRow) =>
  [
    [game.a1, game.a2],
    [game.b1, game.b2],
  ] as const;

export const pointsOf = (game: GameRow) =>
  game.points_a === null || game.points_b === null
    ? null
    : ([game.points_a, game.points_b] as const);

/** The next round by the night's format: partners rotate, or pairs follow the standing. */
async function nextRound(tx: Tx, event: EventWithClub, players: string[], courts: number) {
  if (event.format === 'americano') return americanoRound(players, courts, event.round);
  const games = await gamesOf(tx.db, event.id);
  const played = games.map((game) => ({ pairs: pairsOf(game), points: pointsOf(game) }));
  const standing = socialStandings(players, played).map((row) => row.userId);
  const rounds = (await roundsOf(tx.db, event.id)).map((r) => ({
    resting: JSON.parse(r.resting) as string[],
  }));
  return mexicanoRound(standing, courts, sitOutsOf(rounds), event.round);
}

async function saveRound(tx: Tx, eventId: string, number: number, drawn: SocialRound, at: string) {
  const games = drawn.games.map(({ court, pairs: [[a1, a2], [b1, b2]] }) => ({
    id: newId(),
    event_id: eventId,
    round: number,
    court,
    a1,
    a2,
    b1,
    b2,
    points_a: null,
    points_b: null,
    entered_by: null,
    entered_at: null,
  }));
  await insertRound(tx.db, { eventId, round: number, resting: drawn.resting, drawnAt: at }, games);
  await setEvent(tx.db, eventId, { status: 'playing', round: number });
}

/**
 * Running a night: the owner starts it (the first round is drawn), draws each next round once
 * every game of the current one has its points, and finishes it. Every change reaches every open screen of the night at once.
 */
export function createRounds(deps: SocialsDeps) {
  const { db, clock } = deps;

  /** The owner's event, under its lock. */
  async function ownEvent(tx: Tx, ownerId: string, eventId: string) {
    const event = await lockedEvent(tx.db, eventId);
    if (!event || event.status === 'cancelled') throw notFound('Event');
    await checkClubAccess(
      tx.db,
      { id: event.club_id, owner_id: event.club_owner_id },
      ownerId,
      'socials',
    );
    return event;
  }

  async function checkRoundDone(tx: Tx, event: EventWithClub) {
    const open = (await gamesOf(tx.db, event.id)).filter(
      (game) => game.round === event.round && pointsOf(game) === null,
    );
    if (open.length > 0)
      throw conflict(
        conflictCodes.SOCIAL_ROUND_OPEN,
        'Some games of this round have no points yet',
      );
  }

  /** Draws the next round: the first once four players a court are in (courts left empty). */
  async function draw(ownerId: string, eventId: string, first: boolean) {
    await inTransaction(db, async (tx) => {
      const event = await ownEvent(tx, ownerId, eventId);
      if (first !== (event.status === 'open'))
        throw conflict(
          conflictCodes.SOCIAL_NOT_PLAYING,
          first ? 'This night has already started' : 'This night is not being played',
        );
      if (!first) await checkRoundDone(tx, event);
      const players = await playersOf(tx, eventId);
      const courts = Math.min(
        (await courtsOf(tx.db, [eventId])).length,
        Math.floor(players.length / 4),
      );
      if (courts === 0 || players.length % 4 !== 0)
        throw conflict(
          conflictCodes.SOCIAL_PLAYERS_SHORT,
          'A night starts with four players a court',
        );
      const drawn = await nextRound(tx, event, players, courts);
      await saveRound(tx, eventId, event.round + 1, drawn, clock.now().toISOString());
      await signalNight(deps, tx, eventId);
    });
  }

  return {
    start: (ownerId: string, eventId: string) => draw(ownerId, eventId, true),
    next: (ownerId: string, eventId: string) => draw(ownerId, eventId, false),

    async finish(ownerId: string, eventId: string) {
      await inTransaction(db, async (tx) => {
        const event = await ownEvent(tx, ownerId, eventId);
        if (event.status !== 'playing')
          throw conflict(conflictCodes.SOCIAL_NOT_PLAYING, 'This night is not being played');
        await checkRoundDone(tx, event);
        await setEvent(tx.db, eventId, { status: 'finished' });
        await signalNight(deps, tx, eventId);
      });
    },
  };
}
