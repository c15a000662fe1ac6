/**
 * Background work that must happen once for the whole deployment, however many server
 * processes run it: each job is a named task run every so often. Two implementations share
 * this face: pg-boss on PostgreSQL (several processes, one job per period, taken by one of
 * them) and an in-process runner for SQLite (one process).
 */
export interface PeriodicJob {
  /** The queue's name: letters, digits and underscores. */
  name: string;
  /** How often a run is due. */
  everyMs: number;
  /** One run: settles when its work is done; a rejection is retried with backoff. */
  run(): Promise<unknown>;
}

/** How a failed run is tried again: after `delay × 2^attempt` (with jitter), up to a cap. */
export interface RetryPolicy {
  /** Further tries after the first failure. */
  retryLimit: number;
  retryDelayMs: number;
  retryDelayMaxMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  retryLimit: 5,
  retryDelayMs: 1_000,
  retryDelayMaxMs: 60_000,
};

/** What each run of a job ended in, for the metrics and the logs. */
export type JobOutcome = 'completed' | 'failed';
export type JobObserver = (job: string, outcome: JobOutcome) => void;

export interface JobQueue {
  /** Which implementation runs the jobs (for the start-up log and the guide). */
  readonly kind: 'pg-boss' | 'in-process';
  /** Registers a job; its runs begin once the queue has started. */
  add(job: PeriodicJob): void;
  /** Starts taking and scheduling jobs. */
  start(): Promise<void>;
  /**
   * Takes no new run and waits for the runs under way to end, for up to `timeoutMs`; a run
   * still going then is left to another process (pg-boss) or to the next start.
   */
  stop(timeoutMs: number): Promise<void>;
}

/** The delay before retry number `attempt` (1, 2, …): exponential, jittered, capped. */
export function backoffDelayMs(policy: RetryPolicy, attempt: number, random = Math.random): number {
  const exponential = policy.retryDelayMs * 2 ** Math.min(16, attempt - 1);
  return Math.min(policy.retryDelayMaxMs, exponential / 2 + (exponential / 2) * random());
}
