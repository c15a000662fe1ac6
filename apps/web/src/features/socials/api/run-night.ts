import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { nightPath } from './night-path';
import { useNightMutation } from './night-mutation';

export type NightStage = 'start' | 'next' | 'finish';

/** POST /user/social/{id}/start|next|finish: the owner runs the night. */
export const useRunNight = () =>
  useNightMutation(({ id, stage }: { id: string; stage: NightStage }) =>
    apiRequest(`${nightPath(id)}/${stage}`, {
      method: 'POST',
      schema: sharedSchema('socialDetailSchema'),
    }),
  );
