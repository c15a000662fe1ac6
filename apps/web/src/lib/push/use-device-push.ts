import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../i18n';
import { pushKeys } from '../query-keys';
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
