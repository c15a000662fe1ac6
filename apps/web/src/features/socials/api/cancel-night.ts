import { apiRequest } from '@/lib/api-client';
import { sharedSchema } from '@/lib/shared-schemas';
import { nightPath } from './night-path';
import { useNightMutation } from './night-mutation';

/** DELETE /user/social/night/{id}: the owner calls the night off; every place is refunded. */
export const useCancelNight = () =>
  useNightMutation((id: string) =>
    apiRequest(nightPath(id), { method: 'DELETE', schema: sharedSchema('socialDetailSchema') }),
  );
