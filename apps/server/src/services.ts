import type { Kysely } from 'kysely';
import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { createAuthService, type ThrottlePolicy } from './modules/auth/auth.service.js';
import { createThrottleRepo } from './modules/auth/throttle.repo.js';
import { createEventsRepo } from './modules/events/events.repo.js';
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
}

/** The composition root: every service built once per app, wired to its repos. */
export function createServices({ db, clock, throttlePolicy, limits }: ServiceDeps) {
  const users = createUsersRepo(db);
  return {
    limits,
    auth: createAuthService({
      users,
      throttle: createThrottleRepo(db),
      clock,
      policy: throttlePolicy,
    }),
    events: createEventsRepo(db),
  };
}
export type Services = ReturnType<typeof createServices>;
