import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '#server/db/migrate.js';
import { createDatabase } from '#server/db/dialect.js';
import {
  buildServer,
  databaseUrlOf,
  startBuiltServer,
  type BuiltServer,
} from './helpers/built-server.js';
import { holdRequest, refusesConnections } from './helpers/raw-http.js';
import { createTestDatabase, testDialect, type TestDatabase } from './helpers/test-database.js';

let people = 0;
/** A sign-up body; each one a new person. */
function signUp(): string {
  people += 1;
  const tag = `${process.pid}${people}`.slice(-7).padStart(7, '0');
  return JSON.stringify({
    Name: 'Drain',
    username: `drain${tag}`,
    phone: `+34611${tag.slice(-6)}`,
    password: 'secret-pass-1',
    isPadel: true,
    isFootball: false,
  });
}

/** Reads a live stream as text: what came before `until` appeared, then the rest to its end. */
async function readStream(response: Response, until: string) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes(until)) {
    const chunk = await reader.read();
    if (chunk.done) throw new Error(`the stream ended before ${until}: ${text}`);
    text += chunk.value;
  }
  return {
    async rest(): Promise<string> {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        text += chunk.value;
      return text;
    },
  };
}

/**
 * The built server stopped by its platform (SIGTERM), while it serves: it finishes what it
 * started and exits cleanly, and tells everyone else to go elsewhere.
 */
describe(`stopping a server process, ${testDialect}`, () => {
  let database: TestDatabase;
  let uploads: string;
  let server: BuiltServer | null = null;
  beforeAll(async () => {
    await buildServer();
    database = await createTestDatabase();
    const db = createDatabase(database.target);
    await migrateToLatest(db);
    await db.destroy();
    uploads = mkdtempSync(join(tmpdir(), 'courtside-drain-'));
  });
  afterEach(async () => {
    await server?.stop('SIGKILL');
    server = null;
  });
  afterAll(async () => {
    await database.drop();
    rmSync(uploads, { recursive: true, force: true });
  });

  const start = async () => {
    server = await startBuiltServer({
      DATABASE_URL: databaseUrlOf(database.target),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      UPLOADS_DIR: uploads,
      SHUTDOWN_TIMEOUT_MS: '10000',
    });
    return { server, port: Number(new URL(server.url).port) };
  };
  const signUpSlowly = (port: number) =>
    holdRequest(port, {
      method: 'POST',
      path: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      body: signUp(),
    });

  it('drains: readiness 503, requests under way finish, streams end with a retry hint, exit 0', async () => {
    const { server, port } = await start();
    const signedUp = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signUp(),
    });
    expect(signedUp.status).toBe(201);
    const { token } = (await signedUp.json()) as { token: string };
    const stream = await fetch(`${server.url}/api/user/me/notifications/stream`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    });
    const streamed = await readStream(stream, 'event: unread');
    const slow = await signUpSlowly(port);
    const readiness = await holdRequest(port, { method: 'GET', path: '/api/health/ready' });
    const liveness = await holdRequest(port, { method: 'GET', path: '/api/health' });
    await sleep(200); // the server has read the beginnings

    const stopped = server.stop('SIGTERM');
    await expect.poll(() => refusesConnections(port), { timeout: 5_000 }).toBe(true);
    const ready = await readiness.finish();
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'draining' });
    expect((await liveness.finish()).status).toBe(200);
    const blocks = (await streamed.rest()).trimEnd().split('\n\n');
    expect(blocks.at(-1)).toMatch(/^retry: \d+$/);
    const signedUpDuringDrain = await slow.finish();
    expect(signedUpDuringDrain.status).toBe(201);
    expect(signedUpDuringDrain.headers['connection']).toBe('close');

    expect(await stopped).toEqual({ code: 0, signal: null });
    const output = server.output();
    expect(output).toContain('draining');
    expect(output).toMatch(/"outcome":"drained".*"msg":"stopped"/);
    expect(output).not.toMatch(/"level":(50|60)/);
  }, 120_000);

  it('exits at once on a second signal while draining', async () => {
    const { server, port } = await start();
    const slow = await signUpSlowly(port);
    await sleep(200);
    const stopped = server.stop('SIGTERM');
    await expect.poll(() => refusesConnections(port), { timeout: 5_000 }).toBe(true);
    const began = Date.now();
    await server.stop('SIGINT');
    expect(await stopped).toEqual({ code: 1, signal: null });
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(server.output()).toContain('a second signal while draining');
    void slow.finish().catch(() => {});
  }, 120_000);
});
