import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClub, aUser, type TestUser } from './helpers/builders.js';
import { bearer, createTestContext, type TestContext } from './helpers/test-app.js';

/** A built web app as the build writes it: text files with their .br and .gz copies. */
function writeBuiltApp(webRoot: string) {
  const precompressed = (path: string, text: string) => {
    writeFileSync(join(webRoot, path), text);
    writeFileSync(join(webRoot, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(webRoot, `${path}.gz`), gzipSync(text));
  };
  mkdirSync(join(webRoot, 'assets'));
  precompressed('index.html', `<!doctype html><title>Courtside</title>${' '.repeat(600)}`);
  precompressed('assets/index-Ab12Cd34.js', `export const words = "${'padel '.repeat(2_000)}";`);
  writeFileSync(join(webRoot, 'assets', 'roboto-latin-400-Zx98Yw76.woff2'), Buffer.alloc(2_000));
  // Written after the bundles by the service-worker plugin: no precompressed copy.
  writeFileSync(join(webRoot, 'sw.js'), `self.precache(${JSON.stringify('x'.repeat(4_000))});`);
}

describe('compression', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'courtside-web-'));
  let ctx: TestContext;
  let player: TestUser;
  beforeAll(async () => {
    writeBuiltApp(webRoot);
    ctx = await createTestContext({ webRoot });
    player = await aUser(ctx);
    for (let index = 0; index < 12; index++) await aClub(ctx, { courts: [{ name: 'Court 1' }] });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        ...(token ? bearer(token) : {}),
      },
    });

  it('sends the copy the build compressed, the one the browser accepts, and keeps hashed files for good', async () => {
    const path = 'assets/index-Ab12Cd34.js';
    const file = (suffix: string) => readFileSync(join(webRoot, `${path}${suffix}`));
    const brotli = await get(`/${path}`, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(file('.br'))).toBe(true);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await get(`/${path}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(file('.gz'))).toBe(true);
    const plain = await get(`/${path}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(file(''))).toBe(true);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
  });

  it('sends the page compressed on deep links too, revalidated; fonts are kept for good', async () => {
    const page = await get('/user/menu', 'br, gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toMatch(/<title>Courtside/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const font = await get('/assets/roboto-latin-400-Zx98Yw76.woff2', 'br, gzip');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses on the fly what the build did not, and API answers above a kilobyte', async () => {
    const worker = await get('/sw.js', 'br, gzip');
    expect(worker.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(worker.rawPayload).toString()).toBe(
      readFileSync(join(webRoot, 'sw.js'), 'utf8'),
    );
    const clubs = await get('/api/user/club/all?type=padel', 'gzip', player.token);
    expect(clubs.statusCode).toBe(200);
    expect(clubs.headers['content-encoding']).toBe('gzip');
    const sent = JSON.parse(gunzipSync(clubs.rawPayload).toString());
    const plain = await get('/api/user/club/all?type=padel', undefined, player.token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(sent).toEqual(plain.json());
    expect(plain.rawPayload.length).toBeGreaterThan(1_024);
    expect(clubs.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // A small answer fits in one packet: it goes as it is.
    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
