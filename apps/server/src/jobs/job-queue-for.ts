import type { DatabaseTarget } from '#server/config.js';
import type { Logger } from '#server/lib/logger.js';
import type { JobObserver, JobQueue } from './job-queue.js';
import { createPgBossQueue } from './pg-boss-queue.js';

/**
 * The queue a deployment's jobs run on: on PostgreSQL, pg-boss in the same database, shared
 * by every process, so each job runs once for all of them; on SQLite (one process) none is
 * needed beyond the app's own in-process queue, its default.
 */
export function jobQueueFor(
  target: DatabaseTarget,
): ((log: Logger, observe: JobObserver) => JobQueue) | undefined {
  if (target.dialect !== 'postgres') return undefined;
  return (log, observe) =>
    createPgBossQueue({ connectionString: target.connectionString, log, observe });
}
