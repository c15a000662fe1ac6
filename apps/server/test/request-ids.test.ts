import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let ctx: TestContext;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    ctx = await createTestContext({
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(() => ctx.close());

  const healthWith = (headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/health', headers });

  it('answers with the id the caller sent, and logs the request under it', async () => {
    const res = await healthWith({ 'x-request-id': 'edge-7f3a.01:retry_2' });
    expect(res.headers['x-request-id']).toBe('edge-7f3a.01:retry_2');
    const logged = lines.filter((line) => line.requestId === 'edge-7f3a.01:retry_2');
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes one up when none is sent, and answers with it', async () => {
    const res = await healthWith();
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(uuid);
    expect(lines.some((line) => line.requestId === id && line.msg === 'request completed')).toBe(
      true,
    );
  });

  it('replaces an id that is too long or has unsafe characters', async () => {
    for (const bad of ['a'.repeat(129), 'two words', '<script>', 'x"}{"level":60', '']) {
      const res = await healthWith({ 'x-request-id': bad });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toMatch(uuid);
      expect(lines.some((line) => line.requestId === bad)).toBe(false);
    }
  });

  it('answers unknown paths and errors with their id too', async () => {
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'x-request-id': 'lost-1' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('lost-1');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/events',
      headers: { 'x-request-id': 'refused-1' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('refused-1');
  });
});
