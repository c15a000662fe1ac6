import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import Fastify, { type FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireOperationDocs } from '#server/plugins/operation-docs.js';
import { unreachableStripe } from './helpers/fake-stripe.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { testDialect } from './helpers/test-database.js';

/** Where Redocly reports a problem: a JSON pointer into the document. */
const at = (path: string, ...rest: string[]) =>
  ['#/paths/' + path.replaceAll('/', '~1'), ...rest].join('/');

/**
 * Warnings of the recommended rules that the document keeps on purpose, each where it is
 * reported and why. An entry that no longer occurs fails the test too, so the list stays true.
 */
const accepted: Array<{ ruleId: string; pointer: string }> = [
  // The paths are the app's published contract. Each pair could match one request only if an
  // id were a literal segment ("court", "callback"); ids are UUIDs, and the router prefers the
  // literal segment anyway, so every request reaches one route.
  ...[
    '/booking/{id}/club-cancel',
    '/booking/{id}/move',
    '/payments/callback/{method}',
    '/payments/sandbox/{id}',
    '/user/{id}/champion',
    '/user/{userId}/match',
    '/user/match/{id}',
  ].map((path) => ({ ruleId: 'no-ambiguous-paths', pointer: at(path) })),
  // The health checks take no input and no credentials: there is no 4xx they could answer.
  { ruleId: 'operation-4xx-response', pointer: at('/health', 'get', 'responses') },
  { ruleId: 'operation-4xx-response', pointer: at('/health/ready', 'get', 'responses') },
  // Which provider takes each payment method: no input, no credentials, nothing to refuse.
  { ruleId: 'operation-4xx-response', pointer: at('/payments/providers', 'get', 'responses') },
  // The payer's decision on the sandbox checkout page sends the browser back to the app with a
  // 303, as a real provider's checkout does; it has no 2xx answer.
  { ruleId: 'operation-2xx-response', pointer: at('/payments/sandbox/{id}', 'post', 'responses') },
];

const describeProblem = (problem: NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`;

/**
 * The document served at /docs/json is what other clients are generated from: it passes
 * Redocly's recommended rules with no error, every operation has an operationId, and no
 * warning is left but the accepted ones above.
 */
describe(`the OpenAPI document (${testDialect})`, () => {
  let ctx: TestContext;
  let problems: NormalizedProblem[];
  beforeAll(async () => {
    ctx = await createTestContext({
      stripe: unreachableStripe,
      publicUrl: 'http://courtside.test',
    });
    const document = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(document.statusCode).toBe(200);
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The project is private and names no license: the document states none rather than
        // invent one.
        'info-license': 'off',
        'info-license-strict': 'off',
      },
    });
    problems = await lintFromString({
      source: document.body,
      absoluteRef: 'openapi.json',
      config,
    });
  });
  afterAll(() => ctx.close());

  it('has no error and an operationId on every operation', () => {
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
    expect(problems.filter((p) => p.ruleId.startsWith('operation-operationId'))).toEqual([]);
  });

  it('has no warning but the accepted ones, and each of those still occurs', () => {
    const isAccepted = (problem: NormalizedProblem) =>
      accepted.some(
        (entry) =>
          entry.ruleId === problem.ruleId && entry.pointer === problem.location[0]?.pointer,
      );
    expect(problems.filter((p) => !isAccepted(p)).map(describeProblem)).toEqual([]);
    const stale = accepted.filter(
      (entry) =>
        !problems.some(
          (p) => p.ruleId === entry.ruleId && p.location[0]?.pointer === entry.pointer,
        ),
    );
    expect(stale).toEqual([]);
  });
});

describe('an API route that does not describe its operation', () => {
  /** Starts an app with one API route of the given schema, as buildApp would. */
  async function start(...schemas: FastifySchema[]): Promise<void> {
    const app = Fastify({ logger: false });
    requireOperationDocs(app, '/api');
    await app.register(
      async (api) => {
        schemas.forEach((schema, index) =>
          api.get(`/route${index}`, { config: { access: 'user' }, schema }, async () => ({})),
        );
      },
      { prefix: '/api' },
    );
    await app.ready();
    await app.close();
  }
  const documented = {
    operationId: 'getThing',
    tags: ['things'],
    security: [{ bearerAuth: [] }],
  };

  it('starts when it does', async () => {
    await expect(start(documented)).resolves.toBeUndefined();
  });

  it('stops the server from starting', async () => {
    const { operationId: _, ...nameless } = documented;
    await expect(start(nameless)).rejects.toThrow('GET /api/route0 declares no camelCase');
    await expect(start({ ...documented, operationId: 'get-thing' })).rejects.toThrow(
      'declares no camelCase schema.operationId',
    );
    await expect(start(documented, documented)).rejects.toThrow(
      'GET /api/route1 reuses the operationId getThing of GET /api/route0',
    );
    await expect(start({ ...documented, tags: [] })).rejects.toThrow('declares no schema.tags');
    await expect(start({ ...documented, security: [] })).rejects.toThrow(
      'must declare schema.security [{ bearerAuth: [] }] for its user access',
    );
  });
});
