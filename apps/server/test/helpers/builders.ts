import type { BookingDuration, CourtType, Role, Sport, StaffRole } from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { newId } from '#server/lib/ids.js';
import { inTransaction } from '#server/db/transaction.js';
import { createClubsRepo } from '#server/modules/clubs/clubs.repo.js';
import { insertPack } from '#server/modules/coinpacks/coinpacks.repo.js';
import { createEventsRepo } from '#server/modules/events/events.repo.js';
import { createUsersRepo } from '#server/modules/users/users.repo.js';
import { signToken } from '#server/plugins/auth.js';
import { bookingBody, type TestCourt } from './booking-fixtures.js';

/**
 * Small builders for the rows a test needs (a club with a court, a player with coins),
 * instead of the whole demo world. People sign in with a token signed by the app, so no
 * slow password hashing is needed.
 */
export interface TestUser {
  id: string;
  role: Role;
  token: string;
}

interface BuilderContext {
  app: FastifyInstance;
  db: Kysely<Database>;
}

let sequence = 0;
const unique = () => `${process.pid % 10_000}${(sequence += 1)}`.padStart(8, '0').slice(-8);

export async function aUser(
  { app, db }: BuilderContext,
  role: Role = 'player',
  firstName = 'Test',
): Promise<TestUser & { username: string }> {
  const id = newId();
  const tag = unique();
  const username = `${role}${tag}`;
  await createUsersRepo(db).insert({
    id,
    username,
    phone: `+3461${tag}`,
    // Never used: these people sign in with a token made below.
    password_hash: 'unusable',
    first_name: firstName,
    role,
    plays_padel: 1,
    plays_football: 1,
    created_at: new Date().toISOString(),
  });
  return { id, role, username, token: signToken(app, { sub: id, role }) };
}

/** A player the club's owner takes on as staff, in `role`, through the owner's route. */
export async function aStaffMember(
  ctx: BuilderContext,
  owner: TestUser,
  role: StaffRole,
): Promise<TestUser & { username: string }> {
  const member = await aUser(ctx);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/owner/staff',
    headers: { authorization: `Bearer ${owner.token}` },
    payload: { person: { kind: 'existing', identifier: member.username }, role },
  });
  if (res.statusCode !== 201) throw new Error(`staff not added: ${res.body}`);
  return member;
}

/** A player whose coin account starts with `coins` (an adjustment, as support would make). */
export async function aPlayerWithCoins(ctx: BuilderContext, coins: number): Promise<TestUser> {
  const player = await aUser(ctx);
  const { payments } = ctx.app.services;
  await inTransaction(ctx.db, async (tx) => {
    await payments.lockPayer(tx, player.id);
    await payments.coins.credit(tx, {
      userId: player.id,
      coins,
      reason: 'adjustment',
      ref: `welcome-${player.id}`,
    });
  });
  return player;
}

export interface TestClub {
  owner: TestUser;
  clubId: string;
  court: TestCourt;
  /** Cents per 60 minutes on the court. */
  pricePerHour: number;
}

export interface CourtPlan {
  name: string;
  sport?: Sport;
  capacity?: number;
  /** Cents per 60 minutes on this court alone, over the club's price for its sport. */
  pricePerHour?: number;
  /** Padel courts are indoor unless told otherwise. */
  courtType?: CourtType;
}

export interface ClubPlan {
  name?: string;
  timeZone?: string;
  /** Cents per 60 minutes by sport; `all` is the club-wide price. */
  prices?: Partial<Record<Sport | 'all', number>>;
  courts?: CourtPlan[];
}

export interface TestClubWithCourts {
  owner: TestUser;
  clubId: string;
  name: string;
  courts: TestCourt[];
}

/** An owner's club with the given courts and prices, written through the clubs repository. */
export async function aClub(ctx: BuilderContext, plan: ClubPlan = {}): Promise<TestClubWithCourts> {
  const { timeZone = 'Europe/Madrid', prices = { all: 2400 } } = plan;
  const owner = await aUser(ctx, 'owner', 'Owner');
  const clubs = createClubsRepo(ctx.db);
  const clubId = newId();
  const name = plan.name ?? `Club ${unique()}`;
  const createdAt = new Date().toISOString();
  await clubs.insertClub({
    id: clubId,
    owner_id: owner.id,
    name,
    address: 'Calle Mayor 1, Madrid',
    latitude: 40.4168,
    longitude: -3.7038,
    time_zone: timeZone,
    currency: 'USD',
    photo: null,
    created_at: createdAt,
  });
  for (const [sport, amount] of Object.entries(prices)) {
    await clubs.insertPrice({
      id: newId(),
      club_id: clubId,
      sport: sport === 'all' ? null : (sport as Sport),
      court_id: null,
      amount_per_hour: amount,
      currency: 'USD',
    });
  }
  const courts: TestCourt[] = [];
  for (const court of plan.courts ?? [{ name: 'Padel 1' }]) {
    const { sport = 'padel' } = court;
    const courtId = newId();
    await clubs.insertCourt({
      id: courtId,
      club_id: clubId,
      name: court.name,
      sport,
      capacity: court.capacity ?? (sport === 'padel' ? 4 : 5),
      photo: null,
      description: null,
      created_at: createdAt,
      court_type: court.courtType ?? (sport === 'padel' ? 'indoor' : null),
    });
    if (court.pricePerHour !== undefined)
      await clubs.insertPrice({
        id: newId(),
        club_id: clubId,
        sport,
        court_id: courtId,
        amount_per_hour: court.pricePerHour,
        currency: 'USD',
      });
    courts.push({ courtId, clubId, name: court.name, timeZone });
  }
  return { owner, clubId, name, courts };
}

/** An owner's club in Madrid with one court of the sport and a club-wide price. */
export async function aClubWithCourt(
  ctx: BuilderContext,
  options: { sport?: Sport; pricePerHour?: number; timeZone?: string } = {},
): Promise<TestClub> {
  const { sport = 'padel', pricePerHour = 2400, timeZone } = options;
  const name = sport === 'padel' ? 'Padel 1' : 'Football 1';
  const club = await aClub(ctx, {
    timeZone,
    prices: { all: pricePerHour },
    courts: [{ name, sport }],
  });
  return { owner: club.owner, clubId: club.clubId, court: club.courts[0]!, pricePerHour };
}

/** A coin pack on sale, in dollars. */
export async function aCoinPack(
  { db }: BuilderContext,
  pack: { coins: number; price: number; position: number },
): Promise<string> {
  const id = newId();
  await insertPack(db, {
    id,
    currency: 'USD',
    photo: `/assets/img/coin-packs/${pack.coins}.svg`,
    ...pack,
  });
  return id;
}

/** An event category, under `parentId` when given. */
export async function aCategory(
  { db }: BuilderContext,
  category: { id?: string; name: string; route?: string; position: number; parentId?: string },
): Promise<string> {
  const id = category.id ?? newId();
  await createEventsRepo(db).insertCategory({
    id,
    parent_id: category.parentId ?? null,
    name: category.name,
    photo: null,
    route: category.route ?? null,
    position: category.position,
  });
  return id;
}

/** A confirmed booking placed through the booking service, as the booking screen would. */
export async function aBooking(
  { app }: BuilderContext,
  booker: TestUser,
  court: TestCourt,
  slot: { date: string; hour: number; duration?: BookingDuration; method?: 'cash' | 'coins' },
): Promise<string> {
  const placed = await app.services.bookings.place({
    caller: { id: booker.id, role: booker.role },
    method: slot.method ?? 'cash',
    body: bookingBody(court, slot.date, slot.hour, slot.duration),
  });
  return placed.booking.id;
}

/** A padel player of the given gender (none when null). */
export async function aPadelPlayer(
  ctx: BuilderContext,
  gender: 'M' | 'F' | null = 'M',
  firstName = 'Player',
): Promise<TestUser> {
  const player = await aUser(ctx, 'player', firstName);
  await ctx.db
    .updateTable('users')
    .set({ gender, padel_level: 3 })
    .where('id', '=', player.id)
    .execute();
  return player;
}
