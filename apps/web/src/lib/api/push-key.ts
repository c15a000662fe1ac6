import { apiRequest } from '../api-client';
import { sharedSchema } from '../shared-schemas';

/** GET /user/me/push/key: the server's public key devices subscribe with; null: no push. */
export async function fetchPushKey(): Promise<string | null> {
  const answer = await apiRequest('/user/me/push/key', { schema: sharedSchema('pushKeySchema') });
  return answer.publicKey;
}
