import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/** GET /user/me: the signed-in person's profile. */
export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) =>
      apiRequest('/user/me', { schema: sharedSchema('profileSchema'), signal }),
  });

export const useProfile = () => useQuery(profileQuery());
