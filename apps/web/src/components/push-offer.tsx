import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deviceStore } from '@/lib/device-store';
import { useDevicePush, useSwitchDevicePush } from '@/lib/push/use-device-push';
import { pushKeys } from '@/lib/query-keys';
import { storageKeys } from '@/lib/storage';
import { useToast } from './toast';

/** Whether the offer was answered on this device, and a way to record the answer. */
function useOfferAnswered() {
  const queryClient = useQueryClient();
  const answered = useQuery({
    queryKey: pushKeys.offerAnswered(),
    queryFn: async () =>
      (await deviceStore.getItem<boolean>(storageKeys.pushOfferAnswered)) ?? false,
  });
  const answer = useMutation({
    mutationFn: () => deviceStore.setItem(storageKeys.pushOfferAnswered, true),
    onSettled: () => queryClient.setQueryData(pushKeys.offerAnswered(), true),
  });
  return { answered: answered.data ?? true, answer: () => answer.mutate() };
}

/**
 * The offer to turn push on, at the moment it makes sense: the person has just booked, asked
 * to join or organized, and now has news to wait for. Asked once per device: after "Not now"
 * the Menu's Notification screen is where push is turned on.
 */
export function PushOffer() {
  const { t } = useTranslation();
  const toast = useToast();
  const device = useDevicePush();
  const turnOn = useSwitchDevicePush();
  const { answered, answer } = useOfferAnswered();
  if (answered || device.data !== 'off') return null;
  const accept = () => {
    answer();
    turnOn.mutate(true, {
      onSuccess: (state) =>
        toast.show(
          state === 'on'
            ? { message: t('notifications.push.turnedOn'), severity: 'success' }
            : { message: t('notifications.push.blocked'), severity: 'warning' },
        ),
      onError: () => toast.show({ message: t('common.unexpectedError'), severity: 'error' }),
    });
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="push-offer-title">
      <Stack direction="row" spacing={1.5} sx={{ p: 2 }}>
        <NotificationsActiveRounded color="primary" aria-hidden />
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Typography id="push-offer-title" variant="subtitle1" component="h2">
            {t('notifications.push.offer.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('notifications.push.offer.message')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" loading={turnOn.isPending} onClick={accept}>
              {t('notifications.push.offer.turnOn')}
            </Button>
            <Button onClick={answer}>{t('notifications.push.offer.later')}</Button>
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}
