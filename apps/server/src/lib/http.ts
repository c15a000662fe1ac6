import { errorBodySchema } from '@courtside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '#server/services.js';

/** Documents the error statuses a route can answer, all with the one error body. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<
    S[number],
    typeof errorBodySchema
  >;
}

/** A module's routes: HTTP only, talking to the services they are handed. */
export type RoutesPlugin = FastifyPluginAsyncZod<{ services: Services }>;
