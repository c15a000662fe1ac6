import { describe, expect, it, vi } from 'vitest';
import { coinBalanceSchema, errorCodes } from '@courtside/shared';
import { network } from '@/test/network';
import { ApiError, apiRequest, askEarly, forgetEarlyAnswers } from './api-client';

// Any of the shared answer schemas will do; these tests are about the request.
const okSchema = coinBalanceSchema;

describe('apiRequest', () => {
  it('sends a JSON body with its content type', async () => {
    network.on('POST', '/api/things', { status: 200, body: { balance: 3 } });

    await apiRequest('/things', { method: 'POST', body: { name: 'Court 1' }, schema: okSchema });

    const [request] = network.requests;
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ name: 'Court 1' });
  });

  it('sends FormData as it is, leaving the multipart content type to the browser', async () => {
    network.on('POST', '/api/photos', { status: 200, body: { balance: 3 } });
    const form = new FormData();
    form.set('caption', 'Centre court');

    await apiRequest('/photos', { method: 'POST', body: form, schema: okSchema });

    const [request] = network.requests;
    expect(request?.headers.has('Content-Type')).toBe(false);
    expect(request?.body).toBe(form);
  });

  it('asks for answers in the chosen language', async () => {
    network.on('GET', '/api/things', { status: 200, body: { balance: 3 } });
    const before = document.documentElement.lang;
    document.documentElement.lang = 'ar';
    try {
      await apiRequest('/things', { schema: okSchema });
    } finally {
      document.documentElement.lang = before;
    }
    expect(network.requests[0]?.headers.get('Accept-Language')).toBe('ar');
  });

  it('hands the abort signal to fetch', async () => {
    network.on('GET', '/api/things', { status: 200, body: { balance: 3 } });
    const controller = new AbortController();

    await apiRequest('/things', { signal: controller.signal, schema: okSchema });

    expect(network.requests[0]?.signal).toBe(controller.signal);
  });

  it('rejects a cancelled call with the abort, not as a network failure', async () => {
    network.on('GET', '/api/things', { status: 200, body: { balance: 3 } });
    const controller = new AbortController();
    controller.abort();

    const call = apiRequest('/things', { signal: controller.signal, schema: okSchema });

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await expect(call).rejects.not.toBeInstanceOf(ApiError);
    expect(network.requests).toEqual([]);
  });
});

describe('an answer asked for early', () => {
  it("is the screen's first read of the path: one request, not two", async () => {
    let balance = 3;
    network.on('GET', '/api/things', () => ({ status: 200, body: { balance: balance++ } }));

    askEarly('/things');
    askEarly('/things');
    expect(await apiRequest('/things', { schema: okSchema })).toEqual({ balance: 3 });

    expect(network.requests).toHaveLength(1);
    // Taken once: the next read asks the server again.
    expect(await apiRequest('/things', { schema: okSchema })).toEqual({ balance: 4 });
  });

  it('carries a refusal to the screen that takes it, as its own request would', async () => {
    const forbidden = { statusCode: 403, code: 'FORBIDDEN', message: 'Not your club' };
    network.on('GET', '/api/things', { status: 403, body: forbidden });

    askEarly('/things');

    await expect(apiRequest('/things', { schema: okSchema })).rejects.toMatchObject({
      status: 403,
    });
    expect(network.requests).toHaveLength(1);
  });

  it('is never taken by another user, nor by a write or a read with headers of its own', async () => {
    network.on('GET', '/api/things', { status: 200, body: { balance: 3 } });
    network.on('POST', '/api/things', { status: 200, body: { balance: 5 } });

    askEarly('/things');
    forgetEarlyAnswers();
    await apiRequest('/things', { schema: okSchema });
    askEarly('/things');
    await apiRequest('/things', { method: 'POST', body: {}, schema: okSchema });
    askEarly('/things');
    await apiRequest('/things', { headers: { 'Idempotency-Key': 'k' }, schema: okSchema });

    expect(network.requests.map((request) => request.method)).toEqual([
      'GET',
      'GET',
      'GET',
      'POST',
      'GET',
      'GET',
    ]);
  });
});

describe('a refusal', () => {
  it('reads as our error before zod has loaded, and anything else as a generic one', async () => {
    vi.resetModules();
    const fresh = await import('./api-client');
    const seasonNotDrawn = { statusCode: 409, code: 'SEASON_NOT_DRAWN', message: 'Not drawn' };
    network.on('GET', '/api/season', { status: 409, body: seasonNotDrawn });
    network.on('GET', '/api/behind-proxy', {
      status: 502,
      raw: { text: '<html>Bad gateway</html>', contentType: 'text/html' },
    });

    await expect(fresh.apiRequest('/season', { schema: okSchema })).rejects.toMatchObject({
      status: 409,
      body: seasonNotDrawn,
    });
    await expect(fresh.apiRequest('/behind-proxy', { schema: okSchema })).rejects.toMatchObject({
      status: 502,
      body: { code: errorCodes.internal },
    });
  });
});
