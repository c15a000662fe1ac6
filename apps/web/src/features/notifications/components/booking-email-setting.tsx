import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { Switch } from '@/components/switch';
import { useToast } from '@/components/toast';
import { useEmailSettings } from '@/lib/api/email-settings';
import { paths } from '@/lib/paths';
import { useSetBookingEmails } from '../api/booking-emails';
import styles from './settings.module.css';

/**
 * Whether booking confirmations and cancellations also come by e-mail. They go only to a
 * verified address, so without one the switch is off and the profile is one tap away.
 */
export function BookingEmailSetting() {
  const { t } = useTranslation();
  const toast = useToast();
  const settings = useEmailSettings();
  const save = useSetBookingEmails();
  if (settings.isPending)
    return <Skeleton variant="block" height={72} className={styles.placeholder} />;
  if (settings.isError) return null;
  const { email, verified, bookingEmails } = settings.data;
  const toggle = (on: boolean) =>
    save.mutate(
      { bookingEmails: on },
      { onError: () => toast.show({ message: t('common.unexpectedError'), severity: 'error' }) },
    );
  return (
    <div className={styles.card}>
      <div className={styles.setting}>
        <Switch
          label={t('notifications.emailSetting.label')}
          labelPlacement="start"
          checked={verified && (save.isPending ? save.variables.bookingEmails : bookingEmails)}
          disabled={!verified || save.isPending}
          onChange={toggle}
        />
        {verified ? (
          <p className={styles.note}>{t('notifications.emailSetting.sentTo', { email })}</p>
        ) : (
          <div className={styles.needsEmail}>
            <p className={styles.note}>{t('notifications.emailSetting.needsEmail')}</p>
            <ButtonLink to={paths.profile} size="small">
              {t('notifications.emailSetting.openProfile')}
            </ButtonLink>
          </div>
        )}
      </div>
    </div>
  );
}
