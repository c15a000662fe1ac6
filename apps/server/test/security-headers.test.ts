import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.js';

describe('security headers', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'courtside-web-'));
  let ctx: TestContext;
  beforeAll(async () => {
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Courtside</title>');
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js'), 'export {};');
    writeFileSync(join(webRoot, 'assets', 'logo.svg'), '<svg/>');
    ctx = await createTestContext({ webRoot });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('gives the web app its content security policy, deep links included', async () => {
    for (const url of ['/', '/user/menu']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('gives API answers, errors included, headers that keep them out of caches and sniffing', async () => {
    for (const url of ['/api/health', '/api/auth/me', '/api/nowhere']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('lets browsers keep content-hashed bundles for good and revalidate the rest', async () => {
    const bundle = await ctx.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const picture = await ctx.app.inject({ method: 'GET', url: '/assets/logo.svg' });
    expect(picture.headers['cache-control']).toBe('public, max-age=3600');
  });
});
