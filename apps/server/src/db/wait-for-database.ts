import { databaseFailureReason, isDatabaseUnreachable } from './db-errors.js';

export interface WaitForDatabaseOptions {
  /** Give up once the next try would start later than this after the first. */
  maxWaitMs: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
  log: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * At start-up the database may still be booting (containers starting together, a failover):
 * retries with a doubling delay and logs why, instead of exiting at the first refusal. An
 * error that waiting cannot cure (a wrong password, a missing database) fails at once.
 */
export async function waitForDatabase(
  ping: () => Promise<void>,
  { maxWaitMs, firstDelayMs = 250, maxDelayMs = 5_000, log, sleep = pause }: WaitForDatabaseOptions,
): Promise<void> {
  let waited = 0;
  let delay = firstDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await ping();
      if (attempt > 1) log(`database reachable after ${attempt} attempts`);
      return;
    } catch (error) {
      const reason = databaseFailureReason(error);
      if (!isDatabaseUnreachable(error) || waited + delay > maxWaitMs)
        throw new Error(`The database cannot be used: ${reason}`, { cause: error });
      log(`database not reachable (${reason}); attempt ${attempt}, next in ${delay} ms`);
      await sleep(delay);
      waited += delay;
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}
