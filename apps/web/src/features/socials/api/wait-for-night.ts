import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { nightPath } from './night-path';
import { useNightMutation } from './night-mutation';

/** POST /user/social/{id}/waitlist: wait for a place at a full night. */
export const useWaitForNight = () =>
  useNightMutation((id: string) =>
    apiRequest(`${nightPath(id)}/waitlist`, {
      method: 'POST',
      schema: sharedSchema('waitlistAnswerSchema'),
    }),
  );
