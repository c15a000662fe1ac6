import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { profileKeys } from '../query-keys';
import { sharedSchema } from '@/lib/shared-schemas';

/**
 * GET /user/me/email: the account's address, whether it is verified and whether booking
 * e-mails go to it. Profile verifies the address; the Notification screen turns them off.
 */
export const emailSettingsQuery = () =>
  queryOptions({
    queryKey: profileKeys.email(),
    queryFn: ({ signal }) =>
      apiRequest('/user/me/email', { schema: sharedSchema('emailSettingsSchema'), signal }),
  });

export const useEmailSettings = () => useQuery(emailSettingsQuery());
