import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/database.js';
import { forgetOldRateLimitWindows } from './plugins/rate-limit-store.js';

/** What a sweep task reports after each run, for the metrics. */
export type SweepObserver = (task: string, outcome: 'ok' | 'failed') => void;

/** The periodic tasks, by name: each is one call that settles when its work is done. */
function sweepTasks(app: FastifyInstance, db: Kysely<Database>) {
  const { auth, courtTime, payments, championships, activities } = app.services;
  return {
    lapsed_holds: () => courtTime.expireLapsedHolds(),
    refunds: () => payments.retryRefunds(),
    deleted_championships: () => championships.closeDeleted(),
    activity_offers: () => activities.passLapsedOffers(),
    activity_refunds: () => activities.refundCancelled(),
    sign_in_throttling: () => auth.forgetStaleThrottling(),
    expired_sessions: () => auth.forgetExpiredSessions(),
    rate_limit_windows: () =>
      forgetOldRateLimitWindows(db, new Date(Date.now() - 3_600_000).toISOString()),
  };
}

/**
 * Now and then: releases lapsed holds (reads already ignore them; this ends their bookings
 * and payments), retries refunds a provider could not take and cleans stale sign-in
 * throttling. One round at a time. A round ends when every task has settled, a failed one
 * included, so a closing app waits for all of them before its database closes; and once the
 * app starts closing no round begins.
 */
export function scheduleSweeps(
  app: FastifyInstance,
  db: Kysely<Database>,
  everyMs: number,
  observe: SweepObserver = () => {},
): void {
  if (everyMs <= 0) return;
  const tasks = Object.entries(sweepTasks(app, db));
  let round: Promise<void> | null = null;
  const runRound = async () => {
    const outcomes = await Promise.allSettled(tasks.map(([, run]) => run()));
    outcomes.forEach((outcome, index) => {
      const task = tasks[index]?.[0] ?? 'unknown';
      observe(task, outcome.status === 'fulfilled' ? 'ok' : 'failed');
      if (outcome.status === 'rejected')
        app.log.error({ err: outcome.reason, task }, 'sweep failed');
    });
  };
  const timer = setInterval(() => {
    round ??= runRound().finally(() => {
      round = null;
    });
  }, everyMs);
  timer.unref();
  app.addHook('preClose', async () => clearInterval(timer));
  // A round under way finishes before the app closes, and so before its database does.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
