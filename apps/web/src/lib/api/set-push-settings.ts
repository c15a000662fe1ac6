import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushKind, PushSettings } from '@courtside/shared';
import { apiRequest } from '../api-client';
import { pushKeys } from '../query-keys';
import { sharedSchema } from '../shared-schemas';

/** PUT /user/me/push/settings: the kinds of push turned off on every device of the person. */
export function useSetPushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (off: PushKind[]): Promise<PushSettings> =>
      apiRequest('/user/me/push/settings', {
        method: 'PUT',
        body: { off },
        schema: sharedSchema('pushSettingsSchema'),
      }),
    onSuccess: (settings) => queryClient.setQueryData(pushKeys.settings(), settings),
  });
}
