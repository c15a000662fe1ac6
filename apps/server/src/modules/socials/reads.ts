import {
  socialStandings,
  takenSeats,
  type SharedPageFacts,
  type SocialDetail,
  type SocialEvent,
} from '@courtside/shared';
import { notFound } from '#server/lib/domain-error.js';
import { actsOnClub, clubActor, type ClubActor } from '#server/modules/clubs/clubs.service.js';
import { userReads } from '#server/modules/users/users.service.js';
import { seatStates, type Seat, type Wait } from '#server/modules/seats/seats.service.js';
import { nightPlaces, type SocialsDeps } from './socials-deps.js';
import {
  courtsOf,
  eventsFrom,
  findEvent,
  gamesOf,
  roundsOf,
  type EventWithClub,
} from './socials.repo.js';
import { pairsOf, pointsOf } from './rounds.js';

type Court = { event_id: string; id: string; name: string };

/** A hold or an offer counts until it lapses. */
const liveAt = (now: Date) => (until: string | null) =>
  until !== null && Date.parse(until) > now.getTime();

function myPlaceOf(
  callerId: string,
  places: readonly Seat[],
  waits: readonly Wait[],
  now: Date,
): SocialEvent['myPlace'] {
  const live = liveAt(now);
  const place = places.find((p) => p.user_id === callerId);
  if (place?.status === 'confirmed') return 'confirmed';
  if (place?.status === 'held' && live(place.held_until)) return 'held';
  return myWaitOf(
    waits.find((w) => w.user_id === callerId),
    live,
  );
}

function myWaitOf(wait: Wait | undefined, live: (until: string | null) => boolean) {
  if (wait?.status === 'waiting') return 'waiting';
  return wait?.status === 'offered' && live(wait.offered_until) ? 'offered' : null;
}

/** The night's places not taken: held ones count until their hold lapses. */
function placesLeftOf(
  row: Pick<EventWithClub, 'players_number'>,
  places: readonly Seat[],
  waits: readonly Wait[],
  now: Date,
): number {
  return Math.max(0, row.players_number - takenSeats(seatStates(places, waits), now));
}

/** One night as its reader sees it, from its rows. */
function toEvent(
  row: EventWithClub,
  courts: readonly Court[],
  rows: { places: readonly Seat[]; waits: readonly Wait[] },
  caller: ClubActor,
  now: Date,
): SocialEvent {
  const places = rows.places.filter((p) => p.subject_id === row.id);
  const waits = rows.waits.filter((w) => w.subject_id === row.id);
  return {
    id: row.id,
    format: row.format,
    clubId: row.club_id,
    clubName: row.club_name,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    timeZone: row.time_zone,
    courts: courts.filter((c) => c.event_id === row.id).map(({ id, name }) => ({ id, name })),
    playersNumber: row.players_number,
    pointsPerGame: row.points_per_game,
    price: row.price,
    currency: row.currency,
    status: row.status,
    round: row.round,
    placesLeft: placesLeftOf(row, places, waits, now),
    myPlace: myPlaceOf(caller.id, places, waits, now),
    mine: actsOnClub({ id: row.club_id, owner_id: row.club_owner_id }, caller, 'socials'),
  };
}

/** The nights a player can join or follow, and the one night with its rounds and leaderboard. */
export function createSocialReads(deps: SocialsDeps) {
  const { db, clock } = deps;
  return {
    async list(callerId: string, clubId?: string): Promise<SocialEvent[]> {
      const now = clock.now();
      const rows = await eventsFrom(db, now.toISOString(), clubId);
      const ids = rows.map((row) => row.id);
      const [courts, places, waits] = await Promise.all([
        courtsOf(db, ids),
        nightPlaces.seats(db, ids),
        nightPlaces.waits(db, ids),
      ]);
      const caller = await clubActor(db, callerId);
      return rows.map((row) => toEvent(row, courts, { places, waits }, caller, now));
    },

    /** What the night's shared link shows before it is opened: nothing once over or called off. */
    async preview(eventId: string): Promise<SharedPageFacts | null> {
      const row = await findEvent(db, eventId);
      if (!row || row.status === 'cancelled' || row.status === 'finished') return null;
      const [places, waits] = await Promise.all([
        nightPlaces.seats(db, [eventId]),
        nightPlaces.waits(db, [eventId]),
      ]);
      return {
        kind: 'night',
        club: row.club_name,
        startsAt: row.starts_at,
        timeZone: row.time_zone,
        placesLeft: placesLeftOf(row, places, waits, clock.now()),
      };
    },

    async detail(callerId: string, eventId: string): Promise<SocialDetail> {
      const row = await findEvent(db, eventId);
      if (!row) throw notFound('Event');
      const [courts, places, waits, games, rounds] = await Promise.all([
        courtsOf(db, [eventId]),
        nightPlaces.seats(db, [eventId]),
        nightPlaces.waits(db, [eventId]),
        gamesOf(db, eventId),
        roundsOf(db, eventId),
      ]);
      const players = places.filter((p) => p.status === 'confirmed').map((p) => p.user_id);
      const accounts = await userReads.accountsOf(db, players);
      const names = new Map(
        [...accounts.values()].map((u) => [
          u.id,
          [u.first_name, u.last_name].filter(Boolean).join(' '),
        ]),
      );
      const played = games.map((game) => ({ pairs: pairsOf(game), points: pointsOf(game) }));
      const current = rounds.find((r) => r.round === row.round);
      return {
        ...toEvent(row, courts, { places, waits }, await clubActor(db, callerId), clock.now()),
        players: players.map((userId) => ({ userId, name: names.get(userId) ?? '' })),
        games: games.map((game) => ({
          id: game.id,
          round: game.round,
          court: game.court,
          pairs: pairsOf(game).map((pair) => [...pair]) as SocialDetail['games'][number]['pairs'],
          points: pointsOf(game) && [game.points_a!, game.points_b!],
        })),
        resting: current ? (JSON.parse(current.resting) as string[]) : [],
        standings: socialStandings(players, played),
      };
    },
  };
}
