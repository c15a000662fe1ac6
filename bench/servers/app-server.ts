import { buildApp } from '../../apps/server/src/app.js';
import { parseDatabaseUrl } from '../../apps/server/src/config.js';
import { createDatabase } from '../../apps/server/src/db/dialect.js';
import { requiredEnv, serveForParent } from './serve.js';

// Our real app on a database the parent has already migrated and seeded.
const db = createDatabase(parseDatabaseUrl(requiredEnv('BENCH_DATABASE_URL')));
const app = await buildApp({
  db,
  jwtSecret: requiredEnv('BENCH_JWT_SECRET'),
  logLevel: 'silent',
  // The storm registers its players from one address, faster than the sign-up limit allows.
  limits: { signUpPerMinute: { max: 10_000, timeWindow: 60_000 } },
  // No background writes while the figures are taken.
  holdSweepMs: 0,
  // The storm pays by card through the sandbox checkout.
  paymentsSandbox: true,
  // The built web app, for the bench that opens a screen in a browser.
  ...(process.env.BENCH_WEB_ROOT ? { webRoot: process.env.BENCH_WEB_ROOT } : {}),
  // Unset keeps the product's default; 0 measures the read without its short cache.
  ...(process.env.BENCH_DAY_READ_CACHE_MS
    ? { dayReadCacheMs: Number(process.env.BENCH_DAY_READ_CACHE_MS) }
    : {}),
});
await serveForParent(app, () => db.destroy());
