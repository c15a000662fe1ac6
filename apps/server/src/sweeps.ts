import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/database.js';
import type { JobQueue, PeriodicJob } from './jobs/job-queue.js';
import { forgetOldRateLimitWindows } from './plugins/rate-limit-store.js';

/** The periodic tasks, by name: each is one call that settles when its work is done. */
function sweepTasks(app: FastifyInstance, db: Kysely<Database>) {
  const {
    auth,
    bookings,
    courtTime,
    payments,
    championships,
    activities,
    socials,
    matches,
    matchResults,
    oneTimeCodes,
    push,
    chats,
    memberships,
  } = app.services;
  return {
    lapsed_holds: () => courtTime.expireLapsedHolds(),
    refunds: () => payments.retryRefunds(),
    booking_refunds: () => bookings.refundCalledOff(),
    ended_checkouts: () => payments.closeEndedCheckouts(),
    deleted_championships: () => championships.closeDeleted(),
    activity_offers: () => activities.passLapsedOffers(),
    activity_refunds: () => activities.refundCancelled(),
    social_offers: () => socials.passLapsedOffers(),
    social_refunds: () => socials.refundCancelled(),
    unanswered_results: () => matchResults.standUnanswered(),
    unanswered_fixture_results: () => championships.season.standUnanswered(),
    match_deadlines: () => matches.sweepDeadlines(),
    membership_renewals: () => memberships.sweepRenewals(),
    ended_chats: () => chats.eraseEnded(),
    sign_in_throttling: () => auth.forgetStaleThrottling(),
    expired_sessions: () => auth.forgetExpiredSessions(),
    expired_codes: () => oneTimeCodes.forgetExpired(),
    push_notices: () => push.deliverDue(),
    chat_pushes: () => chats.pushDue(push.toPeople),
    rate_limit_windows: () =>
      forgetOldRateLimitWindows(db, new Date(Date.now() - 3_600_000).toISOString()),
  };
}

/** How often notices and chat messages are pushed to devices, at most. */
const pushEveryMs = 3_000;
const pushJobs = new Set(['push_notices', 'chat_pushes']);

/** Every sweep as a job due every `everyMs` (pushing notices more often). */
export function sweepJobs(
  app: FastifyInstance,
  db: Kysely<Database>,
  everyMs: number,
): PeriodicJob[] {
  return Object.entries(sweepTasks(app, db)).map(([name, run]) => ({
    name,
    // A notice on the lock screen half a minute late may be a seat lost.
    everyMs: pushJobs.has(name) ? Math.min(everyMs, pushEveryMs) : everyMs,
    run,
  }));
}

/**
 * Now and then, through the job queue: releases lapsed holds (reads already ignore them;
 * this ends their bookings and payments), closes their checkouts at the provider, retries
 * refunds a provider could not take, passes lapsed waitlist offers on, lets match results
 * and championship fixture results unanswered for 48 hours stand, renews, makes due and lapses
 * memberships and forgets stale sign-in data. The queue runs each once for
 * the whole deployment and retries a failed run with backoff. It starts with the app; when
 * the app closes it takes no new run and waits for the runs under way (up to `stopMs`)
 * before the database closes.
 */
export function scheduleSweeps(
  app: FastifyInstance,
  queue: JobQueue,
  jobs: readonly PeriodicJob[],
  stopMs: number,
): void {
  if (jobs.length === 0) return;
  for (const job of jobs) queue.add(job);
  app.addHook('onReady', async () => {
    await queue.start();
    app.log.info({ queue: queue.kind, jobs: jobs.length }, 'background jobs started');
  });
  // Stopping begins as the app starts closing, while requests drain; it ends before the
  // database closes.
  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= queue.stop(stopMs));
  app.addHook('preClose', async () => {
    stop().catch(() => {}); // reported by the onClose hook, which awaits it
  });
  app.addHook('onClose', async () => {
    await stop();
  });
}
