import { createPgBossQueue } from '#server/jobs/pg-boss-queue.js';

/**
 * A worker process for the job queue tests: it takes the job named in JOB_NAME from the
 * PostgreSQL queue in JOB_DATABASE_URL, tells its parent over IPC that the run began, and
 * never finishes it, so that the parent can kill it mid-run.
 */
const connectionString = process.env.JOB_DATABASE_URL;
const name = process.env.JOB_NAME;
if (!connectionString || !name || !process.send) throw new Error('start through a test');
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const queue = createPgBossQueue({
  connectionString,
  log: silent,
  timings: { heartbeatSeconds: 10, expireInSeconds: 600, monitorIntervalSeconds: 1 },
});
queue.add({
  name,
  everyMs: 3_600_000,
  run: () => {
    process.send?.('started');
    return new Promise(() => {});
  },
});
await queue.start();
process.once('disconnect', () => process.exit(0));
