// `npm run admin:create [-- <phone or username>]`: makes an admin account on the configured
// database (DATABASE_URL, as `npm start` uses it). It asks for the phone number or username
// and a password typed without echo; ADMIN_PASSWORD gives the password to scripts instead, or
// standard input when it is not a terminal (`printf '%s\n' "$password" | …`, a container's
// `exec -T`). There is no default account nor password anywhere.
import { createInterface } from 'node:readline';
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

/** Why nothing was made, said to the operator as it is (exit 1). */
class Refusal extends Error {}

const terminal = process.stdin.isTTY === true;
// From a pipe every line comes through this one reader: a second reader would find the lines
// the first had buffered gone, and wait for ever on an input that has ended.
const piped = terminal ? null : createInterface({ input: process.stdin, terminal: false });
const pipedLines = piped?.[Symbol.asyncIterator]();

async function nextPipedLine(what: string): Promise<string> {
  const line = await pipedLines!.next();
  if (line.done) throw new Refusal(`Standard input ended before the ${what}`);
  return String(line.value);
}

/** A line read without echo; the Enter that ends it is not echoed either, so a new line follows. */
async function readSilently(prompt: string): Promise<string> {
  const answer = String(await read({ prompt, silent: true }));
  process.stdout.write('\n');
  return answer;
}

const passwordProblem = (password: string) => {
  const checked = passwordSchema.safeParse(password);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Not a valid password');
};

async function askIdentifier(): Promise<string> {
  const given = process.argv[2];
  if (given) return given;
  if (!terminal) return nextPipedLine('phone number or username');
  return String(await read({ prompt: 'Phone number or username of the admin: ' }));
}

/**
 * From a terminal the password is asked until it is valid and typed the same twice; given by a
 * script it is taken once, and refused at once when it is not valid, since nobody can answer.
 */
async function askPassword(): Promise<string> {
  const given = process.env.ADMIN_PASSWORD || (terminal ? null : await nextPipedLine('password'));
  if (given !== null) {
    const problem = passwordProblem(given);
    if (problem) throw new Refusal(problem);
    return given;
  }
  for (;;) {
    const password = await readSilently('Password (at least 8 characters): ');
    const problem = passwordProblem(password);
    if (problem) {
      console.error(problem);
      continue;
    }
    const again = await readSilently('The same password again: ');
    if (again === password) return password;
    console.error('The two passwords differ; try again.');
  }
}

async function createAdmin(identifier: string, password: string): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config.database, {
    queryTimeoutMs: config.databaseQueryTimeoutMs,
    poolSize: config.databasePoolSize,
  });
  try {
    await underStartUpLock(config.database, () => migrateToLatest(db));
    await createFirstAdmin(db, { identifier, password, now: systemClock.now(), hashPassword });
  } finally {
    await db.destroy();
  }
}

try {
  const identifier = await askIdentifier();
  const password = await askPassword();
  // Nothing more is read: an input left open must not keep the command waiting.
  piped?.close();
  await createAdmin(identifier, password);
  console.log(`The admin ${identifier.trim()} can now sign in.`);
} catch (error) {
  piped?.close();
  process.exitCode = 1;
  if (error instanceof Refusal || error instanceof DomainError) console.error(error.message);
  else if (error instanceof Error && 'issues' in error)
    console.error('Not a valid phone number, username or password');
  else throw error;
}
