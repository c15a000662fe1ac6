import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { jwtSecretNotice, loadConfig } from './config.js';
import { createDatabase } from './db/dialect.js';
import { migrateToLatest } from './db/migrate.js';
import { pingDatabase } from './db/ping.js';
import { underStartUpLock } from './db/start-up-lock.js';
import { waitForDatabase } from './db/wait-for-database.js';
import { systemClock } from './lib/clock.js';
import { createLiveFeed } from './modules/notifications/notifications.service.js';
import { seedDemoWorld } from './seed/demo.js';
import { stopOnSignals } from './shutdown.js';
import { jobQueueFor } from './jobs/job-queue-for.js';
import { createDatabaseStorage, createLocalStorage } from './modules/uploads/uploads.service.js';
import { createHttpSmsSender, createSmtpSender } from './modules/messaging/messaging.service.js';

const config = loadConfig();
console.warn(`[start-up] ${jwtSecretNotice(config)}`);
const db = createDatabase(config.database, {
  queryTimeoutMs: config.databaseQueryTimeoutMs,
  poolSize: config.databasePoolSize,
});
// No app (and no logger) yet: start-up speaks on stderr.
await waitForDatabase(() => pingDatabase(db), {
  maxWaitMs: config.databaseWaitMs,
  log: (message) => console.warn(`[start-up] ${message}`),
}).catch((error: Error) => {
  console.error(`[start-up] ${error.message}; giving up`);
  process.exit(1);
});
// Processes started together on one database prepare it one after another (the first does it).
await underStartUpLock(config.database, async () => {
  await migrateToLatest(db);
  if (config.seedDemo) await seedDemoWorld(db, systemClock);
});

const app = await buildApp({
  db,
  jwtSecret: config.jwtSecret,
  jwtExpiresIn: config.jwtExpiresIn,
  vapid: config.vapid,
  logLevel: config.logLevel,
  publicUrl: config.publicUrl,
  trustProxy: config.trustProxy,
  paymentsSandbox: config.paymentsSandbox,
  stripe: config.stripe,
  liveFeed: (log) => {
    const redis = config.redisUrl
      ? { url: config.redisUrl, namespace: config.redisNamespace }
      : null;
    return createLiveFeed(config.database, redis, log);
  },
  uploadStorage:
    config.uploadsStorage === 'database'
      ? createDatabaseStorage(db, systemClock)
      : createLocalStorage(config.uploadsDir),
  holdSweepMs: config.sweepIntervalMs,
  jobQueue: jobQueueFor(config.database),
  jobsStopMs: config.shutdownTimeoutMs,
  metricsToken: config.metricsToken,
  mail: config.mail ? createSmtpSender(config.mail.smtpUrl, config.mail.from) : null,
  sms: config.sms ? createHttpSmsSender(config.sms) : null,
  webRoot: fileURLToPath(new URL('../../web/dist/', import.meta.url)),
});

stopOnSignals(app, { timeoutMs: config.shutdownTimeoutMs, closeResources: () => db.destroy() });

await app.listen({ host: config.host, port: config.port });
