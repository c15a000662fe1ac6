import type { ActivityOccurrence, SocialDetail } from '@courtside/shared';
import { inTransaction } from '#server/db/transaction.js';
import { seatRecords, type SeatPurpose } from '#server/modules/seats/seats.service.js';
import { activityBody, aCoach } from './activity-fixtures.js';
import { aClub, aUser, type TestUser } from './builders.js';
import { clubDateIn } from './booking-fixtures.js';
import { callAs } from './championship-fixtures.js';
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './test-app.js';
import { movableClock } from './tokens.js';

/** Where a player stands at a subject, as they see it whatever the kind of seat. */
export type SeatState = 'seated' | 'held' | 'waiting' | 'offered' | 'none';

/**
 * One kind of seat as a player and its club's owner use it through the API: the same seats
 * tests run on an activity's sessions and on a night's places.
 */
export interface SeatSeller {
  purpose: SeatPurpose;
  /** The notice the first in line gets when a seat is offered to them. */
  offerNotice: string;
  /** A subject with `seats` seats (a multiple of four), on a day of its own. */
  aSubject(seats: number): Promise<{ id: string; startsAt: string }>;
  take(
    player: TestUser,
    id: string,
    method?: 'cash' | 'card' | 'coins' | 'wallet',
    body?: { phone: string },
  ): ReturnType<typeof callAs>;
  wait(player: TestUser, id: string): ReturnType<typeof callAs>;
  giveBack(player: TestUser, id: string): ReturnType<typeof callAs>;
  seatsLeft(id: string): Promise<number>;
  stateOf(player: TestUser, id: string): Promise<SeatState>;
  /** The sweeper's round over lapsed offers. */
  passLapsedOffers(): Promise<number>;
  /** A closing account gives its seats back, in the closure's transaction. */
  release(player: TestUser): Promise<void>;
  /** The seats' and the line's rows of a subject, by player, as kept. */
  seats(id: string): Promise<Array<{ userId: string; status: string }>>;
  line(id: string): Promise<Array<{ userId: string; status: string }>>;
}

type Clock = ReturnType<typeof movableClock>;

/** Rows of one kind of seat, by player, as kept by the seats module. */
function keptRows(ctx: TestContext, purpose: SeatPurpose) {
  const records = seatRecords(purpose);
  const byPlayer = (rows: Array<{ user_id: string; status: string }>) =>
    rows.map((row) => ({ userId: row.user_id, status: row.status }));
  return {
    seats: async (id: string) => byPlayer(await records.seats(ctx.db, [id])),
    line: async (id: string) => byPlayer(await records.waits(ctx.db, [id])),
  };
}

/** An activity's one-off sessions at a club of their own, sold by the seat. */
async function activitySessions(ctx: TestContext, clock: Clock): Promise<SeatSeller> {
  const club = await aClub(ctx, { courts: [{ name: 'Padel 1', sport: 'padel' }] });
  const coachId = (await aCoach(ctx.app, club.owner, club.clubId)).id;
  const court = club.courts[0]!;
  let day = 2;
  const url = (id: string) => `/user/activity/occurrence/${id}`;
  const session = async (viewer: TestUser, id: string, list: string) => {
    const res = await callAs(ctx.app, viewer, 'GET', `/user/activity/${list}`);
    return (res.body as ActivityOccurrence[]).find((o) => o.id === id)!;
  };
  return {
    purpose: 'activity',
    offerNotice: 'activity_seat_free',
    async aSubject(seats) {
      const date = clubDateIn((day += 1), court.timeZone, clock.now());
      const body = activityBody(court, coachId, date, { seatsnumber: seats });
      const created = await callAs(ctx.app, club.owner, 'POST', '/user/activity', body);
      if (created.status !== 201) throw new Error(JSON.stringify(created.body));
      const list = await callAs(ctx.app, club.owner, 'GET', '/user/activity/sessions');
      const found = (list.body as ActivityOccurrence[]).find(
        (o) => o.activityId === created.body.id,
      )!;
      return { id: found.id, startsAt: found.date };
    },
    take: (player, id, method = 'cash', body) =>
      callAs(ctx.app, player, 'POST', `${url(id)}/payment/${method}`, body),
    wait: (player, id) => callAs(ctx.app, player, 'POST', `${url(id)}/waitlist`),
    giveBack: (player, id) => callAs(ctx.app, player, 'DELETE', `${url(id)}/seat`),
    seatsLeft: async (id) => (await session(club.owner, id, 'sessions')).seatsLeft!,
    async stateOf(player, id) {
      const { mySeat, myWaitlist } = await session(player, id, 'all');
      if (mySeat === 'booked') return 'seated';
      return mySeat === 'held' ? 'held' : myWaitlist;
    },
    passLapsedOffers: () => ctx.app.services.activities.passLapsedOffers(),
    release: (player) =>
      inTransaction(ctx.db, (tx) =>
        ctx.app.services.activities.personalData.release(tx, player.id),
      ),
    ...keptRows(ctx, 'activity'),
  };
}

/** Americano nights on one court at a club of their own, four players a court. */
async function nightPlaces(ctx: TestContext, clock: Clock): Promise<SeatSeller> {
  const club = await aClub(ctx, { courts: [{ name: 'Padel 1', sport: 'padel' }] });
  const court = club.courts[0]!;
  let day = 2;
  const url = (id: string) => `/user/social/night/${id}`;
  const night = async (viewer: TestUser, id: string) =>
    (await callAs(ctx.app, viewer, 'GET', url(id))).body as SocialDetail;
  const states: Record<string, SeatState> = {
    confirmed: 'seated',
    held: 'held',
    waiting: 'waiting',
    offered: 'offered',
  };
  return {
    purpose: 'social',
    offerNotice: 'social_place_free',
    async aSubject(seats) {
      const created = await callAs(ctx.app, club.owner, 'POST', '/user/social', {
        club: club.clubId,
        format: 'americano',
        date: clubDateIn((day += 1), court.timeZone, clock.now()),
        fromH: 19,
        fromM: 0,
        toH: 21,
        toM: 0,
        courts: [court.courtId],
        players: seats,
        pointsPerGame: 24,
        price: 1500,
      });
      if (created.status !== 201) throw new Error(JSON.stringify(created.body));
      const id = created.body.id as string;
      return { id, startsAt: (await night(club.owner, id)).startsAt };
    },
    take: (player, id, method = 'cash', body) =>
      callAs(ctx.app, player, 'POST', `${url(id)}/payment/${method}`, body),
    wait: (player, id) => callAs(ctx.app, player, 'POST', `${url(id)}/waitlist`),
    giveBack: (player, id) => callAs(ctx.app, player, 'DELETE', `${url(id)}/place`),
    seatsLeft: async (id) => (await night(club.owner, id)).placesLeft,
    stateOf: async (player, id) => states[(await night(player, id)).myPlace ?? ''] ?? 'none',
    passLapsedOffers: () => ctx.app.services.socials.passLapsedOffers(),
    release: (player) =>
      inTransaction(ctx.db, (tx) => ctx.app.services.socials.personalData.release(tx, player.id)),
    ...keptRows(ctx, 'social'),
  };
}

/** Each kind of seat sold, by name, for `describe.each`. */
export const seatKinds = [
  { kind: 'activity sessions', sellerIn: activitySessions },
  { kind: 'night places', sellerIn: nightPlaces },
] as const;

/**
 * A test context on a clock the tests move, and one kind of seat's seller, made before the
 * file's tests and closed after them: what every seat test file starts with.
 */
export function useSeatSeller(sellerIn: (ctx: TestContext, clock: Clock) => Promise<SeatSeller>) {
  const world = { clock: movableClock() } as { clock: Clock; ctx: TestContext; seller: SeatSeller };
  beforeAll(async () => {
    world.ctx = await createTestContext({ clock: world.clock });
    world.seller = await sellerIn(world.ctx, world.clock);
  });
  afterAll(() => world.ctx.close());
  return world;
}

/** `count` players with a seat each, paid in cash (owed at the club): confirmed at once. */
export async function seatedPlayers(
  ctx: TestContext,
  seller: SeatSeller,
  id: string,
  count: number,
): Promise<TestUser[]> {
  const players: TestUser[] = [];
  for (let index = 0; index < count; index += 1) {
    const player = await aUser(ctx, 'player', `Seated${index}`);
    const taken = await seller.take(player, id);
    if (taken.status !== 201) throw new Error(JSON.stringify(taken.body));
    players.push(player);
  }
  return players;
}
