import type { Kysely } from 'kysely';
import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { createAuthService, type ThrottlePolicy } from './modules/auth/auth.service.js';
import { createThrottleRepo } from './modules/auth/throttle.repo.js';
import { createClubsRepo } from './modules/clubs/clubs.repo.js';
import { createClubsService } from './modules/clubs/clubs.service.js';
import { createCoinPacksRepo } from './modules/coinpacks/coinpacks.repo.js';
import { createEventsRepo } from './modules/events/events.repo.js';
import { takenHours } from './modules/bookings/bookings.repo.js';
import { createBookingsService } from './modules/bookings/bookings.service.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createSandboxProviders } from './payments/sandbox/sandbox-provider.js';
import { createUsersRepo } from './modules/users/users.repo.js';

export interface RouteLimits {
  /** Per-address rate limit on account creation, as @fastify/rate-limit route options. */
  signUpPerMinute: { max: number; timeWindow: number };
}

export interface ServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  throttlePolicy: ThrottlePolicy;
  limits: RouteLimits;
  /** Secret the sandbox payment provider signs its checkout tokens and callbacks with. */
  paymentSecret: string;
  /** Absolute address prefix for checkout links; empty keeps them relative to this server. */
  publicUrl: string;
  /** How long an unpaid hold keeps its slot. */
  holdMinutes: number;
  /** How long the booking screen's day read may be served from memory. */
  dayReadCacheMs: number;
}

/** The composition root: every service built once per app, wired to its repos. */
export function createServices(deps: ServiceDeps) {
  const { db, clock, throttlePolicy, limits } = deps;
  const users = createUsersRepo(db);
  const clubsRepo = createClubsRepo(db);
  const bookings = createBookingsService({
    db,
    clock,
    holdMinutes: deps.holdMinutes,
    dayReadCacheMs: deps.dayReadCacheMs,
    clubs: clubsRepo,
  });
  const sandbox = createSandboxProviders(deps.paymentSecret, deps.publicUrl);
  return {
    limits,
    auth: createAuthService({
      users,
      throttle: createThrottleRepo(db),
      clock,
      policy: throttlePolicy,
    }),
    events: createEventsRepo(db),
    clubs: createClubsService({
      clubs: clubsRepo,
      clock,
      takenHours: (courtIds, fromIso, toIso, nowIso) =>
        takenHours(db, courtIds, fromIso, toIso, nowIso),
    }),
    coinPacks: createCoinPacksRepo(db),
    bookings,
    sandbox,
    payments: createPaymentsService({ db, clock, bookings, providers: sandbox }),
  };
}
export type Services = ReturnType<typeof createServices>;
