import { PgBoss } from 'pg-boss';
import type { Logger } from '#server/lib/logger.js';
import {
  defaultRetryPolicy,
  type JobObserver,
  type JobQueue,
  type PeriodicJob,
  type RetryPolicy,
} from './job-queue.js';
import { observedRun } from './observed-run.js';

/**
 * How soon a job held by a process that died is given to another: the worker beats every
 * half `heartbeatSeconds`; a job whose beat stops (or that runs past `expireInSeconds`) is
 * failed by the monitor, which looks every `monitorIntervalSeconds`, and retried elsewhere.
 */
export interface JobTimings {
  heartbeatSeconds: number | null;
  expireInSeconds: number;
  monitorIntervalSeconds: number;
}

export const defaultJobTimings: JobTimings = {
  heartbeatSeconds: 15,
  expireInSeconds: 600,
  monitorIntervalSeconds: 15,
};

/** Connections each process's job queue keeps (beside the app's pool): two are plenty for a few jobs. */
export const jobQueuePoolSize = 2;

export interface PgBossQueueOptions {
  connectionString: string;
  log: Logger;
  observe?: JobObserver;
  retry?: RetryPolicy;
  timings?: JobTimings;
  /** Connections of its own, jobQueuePoolSize unless said. */
  poolSize?: number;
}

/** A period in whole seconds: pg-boss throttles sends to one per slot of this length. */
const periodSeconds = (everyMs: number) => Math.max(1, Math.round(everyMs / 1000));

/**
 * Jobs kept in PostgreSQL by pg-boss (its own schema, `pgboss`), shared by every process on
 * the database. Each process offers a job as it starts and once per period, and pg-boss
 * keeps one per period slot (`singletonSeconds`); the queue is a `singleton` one, so one run
 * at a time takes it, in whichever process fetched it first. A run that fails is retried
 * with exponential backoff; a run whose process died is failed by the monitor and retried
 * elsewhere.
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { log, observe = () => {}, retry = defaultRetryPolicy } = options;
  const timings = options.timings ?? defaultJobTimings;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: options.poolSize ?? jobQueuePoolSize,
    application_name: 'courtside-jobs',
    // No cron: each process offers its jobs on its own timer (one per slot is kept).
    schedule: false,
    monitorIntervalSeconds: timings.monitorIntervalSeconds,
    superviseIntervalSeconds: timings.monitorIntervalSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue: database error'));
  // Slow queries, a backlog, clock skew between this host and the database.
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue: warning'));
  const jobs: PeriodicJob[] = [];
  const timers: NodeJS.Timeout[] = [];

  async function startJob(job: PeriodicJob) {
    await boss.createQueue(job.name, { policy: 'singleton' });
    await boss.updateQueue(job.name, {
      retryLimit: retry.retryLimit,
      retryDelay: Math.max(1, Math.round(retry.retryDelayMs / 1000)),
      retryDelayMax: Math.max(1, Math.round(retry.retryDelayMaxMs / 1000)),
      retryBackoff: true,
      expireInSeconds: timings.expireInSeconds,
      heartbeatSeconds: timings.heartbeatSeconds,
      retentionSeconds: 24 * 3600,
      deleteAfterSeconds: 3600,
    });
    const run = observedRun(job, log, observe);
    const seconds = periodSeconds(job.everyMs);
    await boss.work(
      job.name,
      { includeMetadata: true, pollingIntervalSeconds: Math.min(5, Math.max(0.5, seconds / 2)) },
      async ([taken]) => {
        const outcome = await run({
          attempt: (taken?.retryCount ?? 0) + 1,
          retryLimit: retry.retryLimit,
        });
        if (!outcome.ok) throw outcome.error;
      },
    );
    const offer = () =>
      boss
        .send(job.name, null, { singletonSeconds: seconds })
        .catch((error: unknown) => log.warn({ err: error, job: job.name }, 'job not offered'));
    await offer();
    const timer = setInterval(() => void offer(), job.everyMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    kind: 'pg-boss',
    add(job) {
      jobs.push(job);
    },
    async start() {
      await boss.start();
      for (const job of jobs) await startJob(job);
    },
    async stop(timeoutMs) {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
