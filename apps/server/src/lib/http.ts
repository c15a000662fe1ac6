import { errorBodySchema } from '@courtside/shared';

/** Documents the error statuses a route can answer, all with the one error body. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<
    S[number],
    typeof errorBodySchema
  >;
}
