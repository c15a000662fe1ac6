import { queryOptions, useQuery } from '@tanstack/react-query';
import { emailSettingsSchema } from '@courtside/shared';
import { apiRequest } from './api-client';
import { profileKeys } from './query-keys';

/**
 * GET /user/me/email: the account's address, whether it is verified and whether booking
 * e-mails go to it. Profile verifies the address; the Notification screen turns them off.
 */
export const emailSettingsQuery = () =>
  queryOptions({
    queryKey: profileKeys.email(),
    queryFn: ({ signal }) => apiRequest('/user/me/email', { schema: emailSettingsSchema, signal }),
  });

export const useEmailSettings = () => useQuery(emailSettingsQuery());
