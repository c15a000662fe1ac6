import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/** DELETE /user/me/favorites/{userId}: unstars a player. */
export const removeFavorite = (userId: string) =>
  apiRequest(`/user/me/favorites/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: sharedSchema('noContentSchema'),
  });
