import { errorBodySchema } from '@courtside/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClubWithCourt, aUser } from './helpers/builders.js';
import { bearer, createTestContext, type TestContext } from './helpers/test-app.js';
import { jsonSchemaOf, malformedObjects, malformedQueries } from './helpers/malformed-inputs.js';

const validId = '00000000-0000-4000-8000-00000000ffff';
const withParams = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

/** The URL with acceptable parameters (an enum's first value, else an id), so the body is what fails. */
function withValidParams(url: string, paramsSchema: unknown): string {
  const properties = jsonSchemaOf(paramsSchema)?.properties ?? {};
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const allowed = properties[name]?.enum;
    return allowed ? String(allowed[0]) : validId;
  });
}

/**
 * Sends malformed, missing, oversized and wrong-typed input to every route that takes a
 * body, parameters or a query, as an owner, or an admin on admin routes (so the guard lets it
 * reach validation), and requires a 4xx with the error body: never a 500, never a success.
 */
describe('bad input on every route', () => {
  let ctx: TestContext;
  let tokens: { owner: string; admin: string };
  beforeAll(async () => {
    ctx = await createTestContext();
    tokens = {
      owner: (await aClubWithCourt(ctx)).owner.token,
      admin: (await aUser(ctx, 'admin')).token,
    };
  });
  const tokenFor = (route: { access: string }) =>
    route.access === 'admin' ? tokens.admin : tokens.owner;
  afterAll(() => ctx.close());

  const expectClientError = (res: LightMyRequestResponse, label: string) => {
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, label).toBeLessThan(500);
    expect(errorBodySchema.safeParse(res.json()).success, `${label}: error body`).toBe(true);
  };

  /** One bad field must be refused for itself, not because something else was wrong. */
  const expectFieldRefused = (res: LightMyRequestResponse, field: string, label: string) => {
    expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(400);
    const fields = errorBodySchema.parse(res.json()).details?.map((d) => d.field) ?? [];
    expect(
      fields.some((f) => f === field || f.startsWith(`${field}.`)),
      `${label}: details name ${field}, got ${fields.join(', ')}`,
    ).toBe(true);
  };

  it('covers at least the routes with a body', () => {
    const withBody = ctx.app.apiRoutes.filter((r) => r.schema?.body);
    expect(withBody.length).toBeGreaterThan(0);
  });

  it('refuses malformed bodies', async () => {
    for (const route of ctx.app.apiRoutes) {
      const schema = jsonSchemaOf(route.schema?.body);
      if (!schema) continue;
      const url = withValidParams(route.url, route.schema?.params);
      const label = `${route.method} ${route.url}`;
      const raw = await ctx.app.inject({
        method: route.method as 'POST',
        url,
        headers: { ...bearer(tokenFor(route)), 'content-type': 'application/json' },
        payload: '{"unterminated": ',
      });
      expectClientError(raw, `${label} broken JSON`);
      const huge = await ctx.app.inject({
        method: route.method as 'POST',
        url,
        headers: bearer(tokenFor(route)),
        payload: { filler: 'x'.repeat(200 * 1024) },
      });
      expect(huge.statusCode, `${label} huge body`).toBe(413);
      expectClientError(huge, `${label} huge body`);
      for (const bad of malformedObjects(schema)) {
        const res = await ctx.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...bearer(tokenFor(route)), 'content-type': 'application/json' },
          payload: JSON.stringify(bad.value),
        });
        expectClientError(res, `${label} with ${bad.name}`);
        if (bad.field) expectFieldRefused(res, `body.${bad.field}`, `${label} with ${bad.name}`);
      }
    }
  });

  it('answers a multipart form with 415 where the route takes JSON', async () => {
    for (const route of ctx.app.apiRoutes.filter((r) => r.schema?.body)) {
      const res = await ctx.app.inject({
        method: route.method as 'POST',
        url: withValidParams(route.url, route.schema?.params),
        headers: { ...bearer(tokenFor(route)), 'content-type': 'multipart/form-data; boundary=b' },
        payload: '--b\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
      });
      const label = `${route.method} ${route.url} multipart`;
      expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBe(415);
      expectClientError(res, label);
    }
  });

  it('refuses broken multipart forms with a 4xx where the route takes one, and saves nothing empty', async () => {
    const multipartRoutes = ctx.app.apiRoutes.filter((route) =>
      (route.schema?.consumes as string[] | undefined)?.includes('multipart/form-data'),
    );
    expect(multipartRoutes.length).toBeGreaterThanOrEqual(2);
    const part = (boundary: string, body: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${body}`;
    const broken: Array<[name: string, type: string, payload: string]> = [
      ['no boundary', 'multipart/form-data', `${part('b', 'x')}\r\n--b--\r\n`],
      ['an empty boundary', 'multipart/form-data; boundary=', 'anything'],
      ['a wrong boundary', 'multipart/form-data; boundary=other', `${part('b', 'x')}\r\n--b--\r\n`],
      ['a cut-off part', 'multipart/form-data; boundary=b', part('b', 'x')],
      [
        'a cut-off header',
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-da',
      ],
      ['an empty field alone', 'multipart/form-data; boundary=b', `${part('b', '')}\r\n--b--\r\n`],
    ];
    for (const route of multipartRoutes)
      for (const [name, type, payload] of broken) {
        const res = await ctx.app.inject({
          method: route.method as 'POST',
          url: withValidParams(route.url, route.schema?.params),
          headers: { ...bearer(tokenFor(route)), 'content-type': type },
          payload,
        });
        const label = `${route.method} ${route.url} with ${name}`;
        // An empty profile field changes nothing: the profile answers as it is.
        if (res.statusCode === 200) expect(name, label).toBe('an empty field alone');
        else expectClientError(res, label);
      }
  });

  it('refuses malformed path parameters', async () => {
    for (const route of ctx.app.apiRoutes.filter((r) => r.url.includes(':'))) {
      for (const value of ['x'.repeat(500), '%27%3B%20drop%20table%20users', '..%2F..%2Fetc']) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: withParams(route.url, value),
          headers: bearer(tokenFor(route)),
        });
        expectClientError(res, `${route.method} ${route.url} with ${value.slice(0, 20)}`);
      }
    }
  });

  it('refuses malformed query strings', async () => {
    for (const route of ctx.app.apiRoutes) {
      const schema = jsonSchemaOf(route.schema?.querystring);
      if (!schema) continue;
      for (const bad of malformedQueries(schema)) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: withValidParams(route.url, route.schema?.params),
          headers: bearer(tokenFor(route)),
          query: bad.value as Record<string, string>,
        });
        const label = `${route.method} ${route.url} with ${bad.name}`;
        expectClientError(res, label);
        if (bad.field) expectFieldRefused(res, `querystring.${bad.field}`, label);
      }
    }
  });
});
