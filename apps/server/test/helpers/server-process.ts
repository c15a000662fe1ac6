import { buildApp } from '#server/app.js';
import type { DatabaseTarget } from '#server/config.js';
import { createDatabase } from '#server/db/dialect.js';

/**
 * The app as its own process, for tests that must stop it the hard way (SIGKILL): it serves
 * the database in SERVER_DATABASE (a DatabaseTarget as JSON, already migrated) and tells its
 * parent its port over IPC. Started by startServerProcess.
 */
const target = JSON.parse(process.env.SERVER_DATABASE ?? 'null') as DatabaseTarget | null;
const jwtSecret = process.env.SERVER_JWT_SECRET;
if (!target || !jwtSecret || !process.send) throw new Error('start through startServerProcess');
const app = await buildApp({
  db: createDatabase(target),
  jwtSecret,
  logLevel: 'silent',
  holdSweepMs: 0,
  paymentsSandbox: true,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.send({ port: typeof address === 'object' && address ? address.port : 0 });
// The parent's end is this process's end, even when the parent dies first.
process.once('disconnect', () => process.exit(0));
