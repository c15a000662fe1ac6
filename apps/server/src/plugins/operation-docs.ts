import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Access } from './auth.js';

/** The security scheme of app.ts's OpenAPI components: the bearer token of a signed-in user. */
const bearerScheme = 'bearerAuth';
const operationIdPattern = /^[a-z][a-zA-Z0-9]*$/;

/**
 * Every API route describes its operation for the OpenAPI document, which clients are
 * generated from: a camelCase `schema.operationId` unique in the API (a generated client's
 * method name), at least one tag (its group), and the credentials its `config.access` asks
 * for (`security: []` for a public route, the bearer token for any other). As with
 * `config.access` (plugins/auth.ts), a route that forgets fails at start.
 */
export function requireOperationDocs(app: FastifyInstance, apiPrefix: string): void {
  const operations = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix)) return;
    // Fastify adds a HEAD route beside each GET; the document leaves it out.
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (methods.length === 0) return;
    const where = `${methods.join(',')} ${route.url}`;
    const schema = route.schema ?? {};
    const problem =
      methods.length > 1
        ? 'serves several methods: one operation per route'
        : (operationProblem(schema, operations) ?? securityProblem(schema, route.config?.access));
    if (problem) throw new Error(`${where} ${problem}`);
    operations.set(schema.operationId ?? '', where);
  });
}

function operationProblem(
  { operationId, tags }: FastifySchema,
  operations: Map<string, string>,
): string | undefined {
  if (!operationId || !operationIdPattern.test(operationId))
    return 'declares no camelCase schema.operationId';
  const other = operations.get(operationId);
  if (other) return `reuses the operationId ${operationId} of ${other}`;
  if (!tags?.length) return 'declares no schema.tags';
  return undefined;
}

function securityProblem(
  { security }: FastifySchema,
  access: Access | undefined,
): string | undefined {
  const documented =
    access === 'public'
      ? security?.length === 0
      : security?.some((requirement) => bearerScheme in requirement) === true;
  if (documented) return undefined;
  const expected = access === 'public' ? '[]' : `[{ ${bearerScheme}: [] }]`;
  return `must declare schema.security ${expected} for its ${access ?? 'missing'} access`;
}
