import type { Role, Sport } from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database.js';
import { newId } from '../../src/lib/ids.js';
import { inTransaction } from '../../src/lib/transaction.js';
import { createUsersRepo } from '../../src/modules/users/users.repo.js';
import { signToken } from '../../src/plugins/auth.js';
import type { TestCourt } from './booking-fixtures.js';

/**
 * Small builders for the rows a test needs (a club with a court, a player with coins),
 * instead of the whole demo world. People sign in with a token signed by the app, so no
 * slow password hashing is needed.
 */
export interface TestUser {
  id: string;
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
): Promise<TestUser> {
  const id = newId();
  const tag = unique();
  await createUsersRepo(db).insert({
    id,
    username: `${role}${tag}`,
    phone: `+3461${tag}`,
    // Never used: these people sign in with a token made below.
    password_hash: 'unusable',
    first_name: firstName,
    role,
    plays_padel: 1,
    plays_football: 1,
    created_at: new Date().toISOString(),
  });
  return { id, token: signToken(app, { sub: id, role }) };
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

/** An owner's club in Madrid with one court of the sport and a club-wide price. */
export async function aClubWithCourt(
  ctx: BuilderContext,
  options: { sport?: Sport; pricePerHour?: number; timeZone?: string } = {},
): Promise<TestClub> {
  const { sport = 'padel', pricePerHour = 2400, timeZone = 'Europe/Madrid' } = options;
  const owner = await aUser(ctx, 'owner', 'Owner');
  const clubId = newId();
  const courtId = newId();
  const createdAt = new Date().toISOString();
  await ctx.db
    .insertInto('clubs')
    .values({
      id: clubId,
      owner_id: owner.id,
      name: `Club ${unique()}`,
      address: 'Calle Mayor 1, Madrid',
      latitude: 40.4168,
      longitude: -3.7038,
      time_zone: timeZone,
      currency: 'USD',
      photo: null,
      created_at: createdAt,
    })
    .execute();
  const name = sport === 'padel' ? 'Padel 1' : 'Football 1';
  await ctx.db
    .insertInto('courts')
    .values({
      id: courtId,
      club_id: clubId,
      name,
      sport,
      capacity: sport === 'padel' ? 4 : 5,
      photo: null,
      description: null,
      created_at: createdAt,
    })
    .execute();
  await ctx.db
    .insertInto('prices')
    .values({
      id: newId(),
      club_id: clubId,
      sport: null,
      court_id: null,
      amount_per_hour: pricePerHour,
      currency: 'USD',
    })
    .execute();
  return { owner, clubId, court: { courtId, clubId, name, timeZone }, pricePerHour };
}
