import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deviceStore } from '@/lib/device-store';
import { useDevicePush, useSwitchDevicePush } from '@/lib/push/use-device-push';
import { pushKeys } from '@/lib/query-keys';
import { storageKeys } from '@/lib/storage';
import { Button } from './button';
import { Icon } from './icon';
import { notificationsActiveIcon } from './icons/notifications-active';
import { useToast } from './toast';
import styles from './push-offer.module.css';

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
    <section className={styles.card} aria-labelledby="push-offer-title">
      <Icon path={notificationsActiveIcon} className={styles.icon} />
      <div className={styles.body}>
        <h2 id="push-offer-title" className={styles.title}>
          {t('notifications.push.offer.title')}
        </h2>
        <p className={styles.message}>{t('notifications.push.offer.message')}</p>
        <div className={styles.actions}>
          <Button variant="contained" loading={turnOn.isPending} onClick={accept}>
            {t('notifications.push.offer.turnOn')}
          </Button>
          <Button onClick={answer}>{t('notifications.push.offer.later')}</Button>
        </div>
      </div>
    </section>
  );
}
