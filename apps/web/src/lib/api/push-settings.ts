import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { pushKeys } from '../query-keys';
import { sharedSchema } from '../shared-schemas';

/** GET /user/me/push/settings: the kinds of push the person turned off. */
export const usePushSettings = () =>
  useQuery({
    queryKey: pushKeys.settings(),
    queryFn: ({ signal }) =>
      apiRequest('/user/me/push/settings', { schema: sharedSchema('pushSettingsSchema'), signal }),
  });
