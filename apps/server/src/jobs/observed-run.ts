import type { Logger } from '#server/lib/logger.js';
import type { JobObserver, PeriodicJob } from './job-queue.js';

export type RunOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * One run of a job as both queues make it: the outcome is counted, and a failure is logged
 * with the try it was and whether another follows.
 */
export function observedRun(job: PeriodicJob, log: Logger, observe: JobObserver) {
  return async ({
    attempt,
    retryLimit,
  }: {
    attempt: number;
    retryLimit: number;
  }): Promise<RunOutcome> => {
    try {
      await job.run();
      observe(job.name, 'completed');
      return { ok: true };
    } catch (error) {
      observe(job.name, 'failed');
      const retried = attempt <= retryLimit;
      log.error(
        { err: error, job: job.name, attempt, retried },
        retried ? 'job failed; retrying with backoff' : 'job failed; its next period runs it again',
      );
      return { ok: false, error };
    }
  };
}
