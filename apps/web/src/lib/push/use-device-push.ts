import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushKind, PushSettings } from '@courtside/shared';
import { apiRequest } from '../api-client';
import { currentLanguage } from '../i18n';
import { pushKeys } from '../query-keys';
import { sharedSchema } from '../shared-schemas';
import { devicePush, turnOffPush, turnOnPush, type DevicePush } from './device-push';

/** Where this device's push stands; asked again whenever a screen that shows it opens. */
export const useDevicePush = () =>
  useQuery({ queryKey: pushKeys.device(), queryFn: devicePush, staleTime: 0 });

/** Turns push on this device on (asking the browser) or off. */
export function useSwitchDevicePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean): Promise<DevicePush> => {
      if (on) return turnOnPush(currentLanguage());
      await turnOffPush();
      return 'off';
    },
    onSuccess: (state) => queryClient.setQueryData(pushKeys.device(), state),
    // A failure may have changed the device half-way: ask where it stands.
    onError: () => queryClient.invalidateQueries({ queryKey: pushKeys.device() }),
  });
}

/** GET /user/me/push/settings: the kinds of push the person turned off. */
export const usePushSettings = () =>
  useQuery({
    queryKey: pushKeys.settings(),
    queryFn: ({ signal }) =>
      apiRequest('/user/me/push/settings', { schema: sharedSchema('pushSettingsSchema'), signal }),
  });

/** PUT /user/me/push/settings. */
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
