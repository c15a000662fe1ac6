import { clubHourToUtc, type ChampionshipCreateBody } from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { aPlayerWithCoins, aUser, type TestUser } from './builders.js';
import { clubDateIn, type TestCourt } from './booking-fixtures.js';
import { bearer } from './test-app.js';

interface Ctx {
  app: FastifyInstance;
  db: Kysely<Database>;
}

/** A player with a birthdate (and coins, when given), as after editing their profile. */
export async function aPlayerBorn(ctx: Ctx, birthdate: string | null, coins = 0) {
  const player = coins > 0 ? await aPlayerWithCoins(ctx, coins) : await aUser(ctx);
  await ctx.db.updateTable('users').set({ birthdate }).where('id', '=', player.id).execute();
  return player;
}

/** A Create Champion body for `days` from today, `hours` long from 10:00 club time. */
export function championshipBody(
  court: TestCourt,
  window: { days: number; hours?: number; now?: Date },
  extra: Partial<ChampionshipCreateBody> = {},
): ChampionshipCreateBody {
  const date = clubDateIn(window.days, court.timeZone, window.now);
  const from = clubHourToUtc(date, 10, court.timeZone)!;
  const to = new Date(Date.parse(from) + (window.hours ?? 4) * 3_600_000).toISOString();
  return {
    club: court.clubId,
    court: court.courtId,
    name: 'Summer Cup',
    from,
    to,
    maxAge: 1990,
    price: 1500,
    inviteOnly: 1,
    participantsNumber: 8,
    description: 'Five-a-side',
    ...extra,
  };
}

/** A championship created through the API, as the Create Champion form does. */
export async function aChampionship(
  app: FastifyInstance,
  owner: TestUser,
  body: ChampionshipCreateBody,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/champion',
    headers: bearer(owner.token),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`create championship: ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** Calls a championship route as a user; answers the status and the parsed body. */
export async function callAs(
  app: FastifyInstance,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await app.inject({ method, url: `/api${url}`, headers: bearer(user.token), payload });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}
