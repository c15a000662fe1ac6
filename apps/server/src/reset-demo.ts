// `npm run demo:reset`: empties the configured database (DATABASE_URL, as `npm start` uses
// it) and seeds the demo world again, as on a first start.
import { loadConfig } from './config.js';
import { createDatabase } from './db/dialect.js';
import { emptyDatabase } from './db/empty-database.js';
import { migrateToLatest } from './db/migrate.js';
import { systemClock } from './lib/clock.js';
import { seedDemoWorld } from './seed/demo.js';

const config = loadConfig();
const db = createDatabase(config.database, {
  queryTimeoutMs: config.databaseQueryTimeoutMs,
  poolSize: config.databasePoolSize,
});
try {
  await emptyDatabase(db, config.database.dialect);
  await migrateToLatest(db);
  await seedDemoWorld(db, systemClock);
  console.log('The demo world was reset.');
} finally {
  await db.destroy();
}
