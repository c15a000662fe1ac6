import { fork } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobOutcome, JobQueue } from '#server/jobs/job-queue.js';
import { createPgBossQueue, type JobTimings } from '#server/jobs/pg-boss-queue.js';
import { createTestDatabase, testDialect, type TestDatabase } from './helpers/test-database.js';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const quickTimings: JobTimings = {
  heartbeatSeconds: 10,
  expireInSeconds: 600,
  monitorIntervalSeconds: 1,
};
const quickRetries = { retryLimit: 3, retryDelayMs: 1_000, retryDelayMaxMs: 4_000 };

/**
 * The PostgreSQL job queue as several server processes share it: each queue below is its
 * own pg-boss instance with its own connections, as each process has.
 */
describe.runIf(testDialect === 'postgres')('the job queue on PostgreSQL (pg-boss)', () => {
  let database: TestDatabase;
  let connectionString: string;
  const queues: JobQueue[] = [];
  const queueOf = (observe?: (job: string, outcome: JobOutcome) => void) => {
    const queue = createPgBossQueue({
      connectionString,
      log: silent,
      observe,
      retry: quickRetries,
      timings: quickTimings,
    });
    queues.push(queue);
    return queue;
  };
  const jobRows = async (name: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      const { rows } = await client.query<{ state: string; retry_count: number }>(
        'select state, retry_count from pgboss.job where name = $1 order by created_on',
        [name],
      );
      return rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.target.dialect !== 'postgres') throw new Error('PostgreSQL only');
    connectionString = database.target.connectionString;
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop(1_000)));
    await database?.drop();
  });

  it('runs a job once per period however many processes offer it, one run at a time', async () => {
    const runs: Array<{ process: number; start: number; end: number }> = [];
    let running = 0;
    let most = 0;
    const three = [0, 1, 2].map((index) => {
      const queue = queueOf();
      queue.add({
        name: 'once_per_period',
        everyMs: 1_000,
        async run() {
          running += 1;
          most = Math.max(most, running);
          const start = Date.now();
          await sleep(150);
          running -= 1;
          runs.push({ process: index, start, end: Date.now() });
        },
      });
      return queue;
    });
    const started = Date.now();
    await Promise.all(three.map((queue) => queue.start()));
    await sleep(6_000);
    await Promise.all(three.map((queue) => queue.stop(2_000)));
    const seconds = Math.ceil((Date.now() - started) / 1000);
    // Three processes offered a run every second; one run per one-second slot was kept.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(seconds + 1);
    expect(most).toBe(1);
    // One job per slot, each run once; the last one offered may still wait, for the next start.
    const rows = await jobRows('once_per_period');
    expect(rows.length).toBeLessThanOrEqual(seconds + 1);
    expect(rows.filter((row) => row.state === 'completed')).toHaveLength(runs.length);
  }, 30_000);

  it('retries a failed run with backoff until it succeeds', async () => {
    const outcomes: JobOutcome[] = [];
    const tries: number[] = [];
    const queue = queueOf((_job, outcome) => outcomes.push(outcome));
    queue.add({
      name: 'flaky',
      everyMs: 3_600_000,
      async run() {
        tries.push(Date.now());
        if (tries.length < 3) throw new Error(`provider down (${tries.length})`);
      },
    });
    await queue.start();
    await expect.poll(() => outcomes, { timeout: 20_000, interval: 200 }).toHaveLength(3);
    expect(outcomes).toEqual(['failed', 'failed', 'completed']);
    // Backoff: the second retry waited longer than a fixed delay's minimum would.
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(500);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(1_000);
    expect(await jobRows('flaky')).toEqual([{ state: 'completed', retry_count: 2 }]);
  }, 30_000);

  it('gives the job of a killed process to another, which finishes it', async () => {
    const child = fork(resolve(import.meta.dirname, 'helpers/job-worker-process.ts'), {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, JOB_DATABASE_URL: connectionString, JOB_NAME: 'orphaned' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const [message] = (await Promise.race([
      once(child, 'message'),
      sleep(20_000).then(() => ['the worker never started the job']),
    ])) as [string];
    expect(message).toBe('started');
    expect(await jobRows('orphaned')).toEqual([{ state: 'active', retry_count: 0 }]);
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;

    let finished = 0;
    const survivor = queueOf();
    survivor.add({
      name: 'orphaned',
      everyMs: 3_600_000,
      run: async () => void (finished += 1),
    });
    await survivor.start();
    // Its heartbeat stopped: the monitor fails the run and the survivor takes the retry.
    await expect.poll(() => finished, { timeout: 40_000, interval: 500 }).toBe(1);
    await expect
      .poll(() => jobRows('orphaned'), { timeout: 5_000 })
      .toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 60_000);
});
