import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useNightMutation } from './night-mutation';

/** PUT /user/social/game/{id}/points: a player of the game enters its points. */
export const useEnterPoints = () =>
  useNightMutation(({ gameId, points }: { gameId: string; points: [number, number] }) =>
    apiRequest(`/user/social/game/${encodeURIComponent(gameId)}/points`, {
      method: 'PUT',
      body: { points },
      schema: sharedSchema('socialDetailSchema'),
    }),
  );
