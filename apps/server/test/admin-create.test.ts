import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/dialect.js';
import { verifyPassword } from '#server/modules/auth/password.js';
import { buildServer, databaseUrlOf } from './helpers/built-server.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const serverFolder = resolve(import.meta.dirname, '..');

/**
 * `npm run admin:create` as a script or a container runs it (`docker compose exec -T`):
 * standard input a pipe, not a terminal.
 */
describe('admin:create with standard input piped', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    await buildServer();
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.drop());

  /** The built command, its input written to it and then closed, as `printf … |` does. */
  async function adminCreate(args: string[], input: string) {
    const child = spawn(process.execPath, ['dist/admin-create.js', ...args], {
      cwd: serverFolder,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrlOf(database.target),
        SEED_DEMO: 'false',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end(input);
    const [code] = (await once(child, 'exit')) as [number | null];
    return { code, stdout, stderr };
  }

  async function passwordHashOf(username: string): Promise<string | undefined> {
    const db = createDatabase(database.target);
    try {
      const row = await db
        .selectFrom('users')
        .select(['password_hash', 'role'])
        .where('username', '=', username)
        .executeTakeFirst();
      expect(row?.role).toBe('admin');
      return row?.password_hash;
    } finally {
      await db.destroy();
    }
  }

  it('takes the password from the pipe, once, and makes the admin', async () => {
    const run = await adminCreate(['piped_admin'], 'a-long-secret\n');
    expect(run.stderr).not.toMatch(/unsettled top-level await/);
    expect(run).toMatchObject({ code: 0 });
    expect(run.stdout).toContain('The admin piped_admin can now sign in.');
    expect(await verifyPassword((await passwordHashOf('piped_admin'))!, 'a-long-secret')).toBe(
      true,
    );
  }, 30_000);

  it('reads the name and then the password from one pipe', async () => {
    const run = await adminCreate([], 'second_admin\nanother-secret\n');
    expect(run).toMatchObject({ code: 0 });
    expect(await verifyPassword((await passwordHashOf('second_admin'))!, 'another-secret')).toBe(
      true,
    );
  }, 30_000);

  it('refuses a password too short at once, instead of asking a pipe again', async () => {
    const run = await adminCreate(['short_admin'], 'short\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('At least 8 characters');
  }, 30_000);

  it('says what is missing when the input ends before the password', async () => {
    const run = await adminCreate(['silent_admin'], '');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Standard input ended before the password');
  }, 30_000);
});
