import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { HostedPaymentMethod } from '@courtside/shared';
import { hostedPaymentMethods } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { Icon } from '@/components/icon';
import { linkOffIcon } from '@/components/icons/link-off';
import { useAlertDialog } from '@/lib/alerts';
import { EmptyState } from '../../../components/empty-state';
import { HostedPaymentMethods } from '../../../components/hosted-payment-methods';
import { checkoutUrlOf, goToCheckout } from '../../../lib/checkout';
import { paths } from '../../../lib/paths';
import { usePayForPack } from '../api/pack-payment';
import { PackSummary } from '../components/pack-summary';
import { parsePackQuery, type PackQuery } from '../pack-query';
import styles from './coins-screens.module.css';

/** SPEC 2 coins-pack/payment: the pack and the three hosted checkout providers. */
export function CoinPackPaymentScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const pack = parsePackQuery(search);
  if (!pack) {
    return (
      <EmptyState
        icon={<Icon path={linkOffIcon} />}
        title={t('coins.incomplete')}
        message={t('coins.incompleteHint')}
        action={
          <ButtonLink to={paths.coinsPack} variant="contained">
            {t('coins.backToPacks')}
          </ButtonLink>
        }
      />
    );
  }
  return <PackPayment pack={pack} />;
}

function PackPayment({ pack }: { pack: PackQuery }) {
  const { t } = useTranslation();
  const alerts = useAlertDialog();
  const payForPack = usePayForPack();
  // The method whose checkout is being opened; it stays set while the browser leaves.
  const [busy, setBusy] = useState<HostedPaymentMethod | null>(null);

  const pay = async (method: HostedPaymentMethod, phone?: string) => {
    setBusy(method);
    try {
      const answer = await payForPack.mutateAsync({
        method,
        pack: pack.pack,
        coin: pack.coin,
        price: pack.price,
        ...(phone && { phone }),
      });
      const url = checkoutUrlOf(answer);
      if (!url) throw new Error('The provider answered no checkout address');
      goToCheckout(url);
    } catch {
      setBusy(null);
      // SPEC 8: any coin pack payment failure shows the booking error alert.
      alerts.show({
        kind: 'error',
        title: t('payment.failed.title'),
        message: t('payment.failed.message'),
      });
    }
  };

  return (
    <div className={styles.screen}>
      <PackSummary pack={pack} />
      <HostedPaymentMethods
        methods={hostedPaymentMethods}
        busy={busy}
        onPay={(method, phone) => pay(method as HostedPaymentMethod, phone)}
      />
    </div>
  );
}
