import { apiRequest, noContent } from '@/lib/api-client';
import { nightPath } from './night-path';
import { useNightMutation } from './night-mutation';

/** DELETE /user/social/night/{id}/waitlist: leave the line; an offered place passes on. */
export const useLeaveWaitlist = () =>
  useNightMutation((id: string) =>
    apiRequest(`${nightPath(id)}/waitlist`, { method: 'DELETE', schema: noContent }),
  );
