import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';

/** POST /user/me/favorites: stars a player; starred players see the caller's favorite-only matches. */
export const addFavorite = (userId: string) =>
  apiRequest('/user/me/favorites', {
    method: 'POST',
    body: { userId },
    schema: sharedSchema('noContentSchema'),
  });
