// `npm run admin:create [-- <phone or username>]`: makes an admin account on the configured
// database (DATABASE_URL, as `npm start` uses it). It asks for the phone number or username
// and a password typed without echo; ADMIN_PASSWORD gives the password to scripts instead.
// There is no default account nor password anywhere.
import { read } from 'read';
import { passwordSchema } from '@courtside/shared';
import { loadConfig } from './config.js';
import { createDatabase } from './db/dialect.js';
import { migrateToLatest } from './db/migrate.js';
import { underStartUpLock } from './db/start-up-lock.js';
import { DomainError } from './lib/domain-error.js';
import { systemClock } from './lib/clock.js';
import { createFirstAdmin } from './modules/admin/admin.service.js';
import { hashPassword } from './modules/auth/auth.service.js';

/** A line read without echo; the Enter that ends it is not echoed either, so a new line follows. */
async function readSilently(prompt: string): Promise<string> {
  const answer = String(await read({ prompt, silent: true }));
  process.stdout.write('\n');
  return answer;
}

async function askPassword(): Promise<string> {
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  if (fromEnvironment) return fromEnvironment;
  for (;;) {
    const password = await readSilently('Password (at least 8 characters): ');
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) {
      console.error(checked.error.issues[0]?.message ?? 'Not a valid password');
      continue;
    }
    const again = await readSilently('The same password again: ');
    if (again === password) return password;
    console.error('The two passwords differ; try again.');
  }
}

const identifier =
  process.argv[2] ?? String(await read({ prompt: 'Phone number or username of the admin: ' }));
const password = await askPassword();
const config = loadConfig();
const db = createDatabase(config.database, {
  queryTimeoutMs: config.databaseQueryTimeoutMs,
  poolSize: config.databasePoolSize,
});
try {
  await underStartUpLock(config.database, () => migrateToLatest(db));
  await createFirstAdmin(db, { identifier, password, now: systemClock.now(), hashPassword });
  console.log(`The admin ${identifier.trim()} can now sign in.`);
} catch (error) {
  process.exitCode = 1;
  if (error instanceof DomainError) console.error(error.message);
  else if (error instanceof Error && 'issues' in error)
    console.error('Not a valid phone number, username or password');
  else throw error;
} finally {
  await db.destroy();
}
