import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.js';

describe('the page preloads the texts its first screen waits for', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'courtside-web-'));
  let ctx: TestContext;
  beforeAll(async () => {
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Courtside</title>');
    ctx = await createTestContext({ webRoot });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const page = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/login', headers });
  const preloadOf = (language: string) =>
    `</assets/i18n/${language}.json>; rel=preload; as=fetch; crossorigin`;

  it('in the language chosen on the device, which the app keeps in a cookie', async () => {
    const answer = await page({ cookie: 'other=1; lang=ar', 'accept-language': 'es-ES,es' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['link']).toBe(preloadOf('ar'));
    expect(answer.headers['vary']).toMatch(/cookie/i);
    expect(answer.headers['vary']).toMatch(/accept-language/i);
  });

  it("else in the browser's most wanted language that the app speaks, else in English", async () => {
    expect((await page({ 'accept-language': 'fr-FR, es;q=0.8' })).headers['link']).toBe(
      preloadOf('es'),
    );
    expect((await page({ cookie: 'lang=fr', 'accept-language': 'de' })).headers['link']).toBe(
      preloadOf('en'),
    );
    expect((await page({})).headers['link']).toBe(preloadOf('en'));
  });

  it('never on an API answer or a missing file', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/nothing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['link']).toBeUndefined();
  });
});
