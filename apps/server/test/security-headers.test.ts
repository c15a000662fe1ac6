import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, clubDateIn, pay } from './helpers/booking-fixtures.js';
import { aClubWithCourt, aUser } from './helpers/builders.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

describe('security headers', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'courtside-web-'));
  let ctx: TestContext;
  beforeAll(async () => {
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Courtside</title>');
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js'), 'export {};');
    writeFileSync(join(webRoot, 'assets', 'logo.svg'), '<svg/>');
    writeFileSync(join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(webRoot, 'workbox-9c191d2f.js'), 'define([], () => {});');
    writeFileSync(join(webRoot, 'manifest.webmanifest'), '{"name":"Courtside"}');
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

  it('asks the browser to upgrade requests only for a page that came over HTTPS', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/login' });
    expect(String(plain.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
    const behindProxy = await createTestContext({ webRoot, trustProxy: ['127.0.0.1'] });
    try {
      const secure = await behindProxy.app.inject({
        method: 'GET',
        url: '/login',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(String(secure.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await behindProxy.close();
    }
  });

  it('lets the installable app register its service worker and read its web manifest', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // The worker's own policy binds what it fetches: its own origin only.
    expect(String(worker.headers['content-security-policy'])).toContain("default-src 'self'");
    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('keeps the checkout page (and its Pay button) out of frames, with a strict policy', async () => {
    const club = await aClubWithCourt(ctx);
    const player = await aUser(ctx);
    const started = await pay(
      ctx.app,
      player.token,
      'card',
      bookingBody(club.court, clubDateIn(2, club.court.timeZone), 10),
    );
    const page = await ctx.app.inject({ method: 'GET', url: started.json().formUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'self'");
    // The address carries the checkout token; no other site may read it from the referrer.
    expect(page.headers['referrer-policy']).toBe('no-referrer');
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
    const runtime = await ctx.app.inject({ method: 'GET', url: '/workbox-9c191d2f.js' });
    expect(runtime.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has browsers ask afresh for what announces a new version', async () => {
    // The service worker, the page that names the bundles (deep links too), the manifest.
    for (const url of ['/sw.js', '/', '/user/menu', '/manifest.webmanifest']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
