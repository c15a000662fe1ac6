import type { SocialCreateBody } from '@courtside/shared';
import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { useNightMutation } from './night-mutation';

/** POST /user/social: the owner creates a night. */
export const useCreateNight = () =>
  useNightMutation((body: SocialCreateBody) =>
    apiRequest('/user/social', {
      method: 'POST',
      body,
      schema: sharedSchema('socialCreatedSchema'),
    }),
  );
