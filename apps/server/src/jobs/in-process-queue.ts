import type { Logger } from '#server/lib/logger.js';
import {
  backoffDelayMs,
  defaultRetryPolicy,
  type JobObserver,
  type JobQueue,
  type PeriodicJob,
  type RetryPolicy,
} from './job-queue.js';
import { observedRun } from './observed-run.js';

interface InProcessOptions {
  log: Logger;
  observe?: JobObserver;
  retry?: RetryPolicy;
}

/**
 * The job queue of a single process (SQLite has one): each job runs on its own timer, one
 * run at a time; a failed run is tried again with backoff before the next period is awaited.
 * Nothing outlives the process, and nothing needs to: every job looks for its work afresh
 * (lapsed holds, owed refunds), so a run lost to a crash is the next start's first run.
 */
export function createInProcessQueue({
  log,
  observe = () => {},
  retry = defaultRetryPolicy,
}: InProcessOptions): JobQueue {
  const jobs: PeriodicJob[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  function runEvery(job: PeriodicJob) {
    const run = observedRun(job, log, observe);
    const attempt = (tries: number) => {
      if (stopped) return;
      const round = run({ attempt: tries, retryLimit: retry.retryLimit }).then(({ ok }) => {
        running.delete(round);
        if (stopped) return;
        if (!ok && tries <= retry.retryLimit)
          later(backoffDelayMs(retry, tries), () => attempt(tries + 1));
        else later(job.everyMs, () => attempt(1));
      });
      running.add(round);
    };
    later(job.everyMs, () => attempt(1));
  }

  return {
    kind: 'in-process',
    add(job) {
      jobs.push(job);
    },
    async start() {
      for (const job of jobs) runEvery(job);
    },
    async stop(timeoutMs) {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      let timeout: NodeJS.Timeout | undefined;
      const deadline = new Promise((done) => (timeout = setTimeout(done, timeoutMs)));
      await Promise.race([Promise.allSettled([...running]), deadline]);
      clearTimeout(timeout);
    },
  };
}
