import { Progress } from '@base-ui/react/progress';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { usePaymentReturn } from '@/lib/checkout';
import styles from './membership-payment-return.module.css';

/**
 * Back from a membership's hosted checkout (`?payment=<id>`): asks how the payment ended,
 * tells the player and refreshes their memberships; a line says so while it asks.
 */
export function MembershipPaymentReturn() {
  const { t } = useTranslation();
  const { checking } = usePaymentReturn('membership');
  if (!checking) return null;
  return (
    <Alert severity="info" role="status">
      <span className={styles.checking}>
        {t('payment.checking')}
        <Progress.Root value={null} aria-label={t('payment.checking')}>
          <Progress.Track className={styles.track}>
            <Progress.Indicator className={styles.bar} />
          </Progress.Track>
        </Progress.Root>
      </span>
    </Alert>
  );
}
