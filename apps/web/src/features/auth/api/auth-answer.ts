import type { AuthResponse } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { loadShared } from '@/lib/shared-schemas';

const unchecked = { parse: (data: unknown) => data };

/**
 * POSTs to an auth endpoint and checks its answer with the shared schema. The schema's code
 * loads alongside the call, so the sign-in screens paint without it.
 */
export async function postForAuth(path: string, body: unknown, redirectOnUnauthorized: boolean) {
  const shared = loadShared();
  const answer = await apiRequest(path, {
    method: 'POST',
    body,
    schema: unchecked,
    redirectOnUnauthorized,
  });
  const { authResponseSchema } = await shared;
  return authResponseSchema.parse(answer) as AuthResponse;
}
