import { activitySeatMethods, type ActivitySeatMethod } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { HostedPaymentMethods } from '@/components/hosted-payment-methods';
import styles from './place-payment.module.css';
import { usePlacePayment } from './use-place-payment';

/** The ways to pay a place: coins, at the club, or online (card, wallet, mobile). */
export function PlacePayment({ nightId, clubTimeZone }: { nightId: string; clubTimeZone: string }) {
  const { t } = useTranslation();
  const { pay, busy } = usePlacePayment(nightId);
  return (
    <div className={styles.payment}>
      <h3 className={styles.title}>{t('socials.payHow')}</h3>
      <HostedPaymentMethods
        methods={activitySeatMethods}
        clubTimeZone={clubTimeZone}
        busy={busy}
        onPay={(method, phone) => pay(method as ActivitySeatMethod, phone)}
      />
    </div>
  );
}
