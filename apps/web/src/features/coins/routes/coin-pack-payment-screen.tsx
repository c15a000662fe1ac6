import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import { hostedPaymentMethods, type HostedPaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '../../../components/alert-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PaymentMethods } from '../../../components/payment-methods';
import { WalletPhoneDialog } from '../../../components/wallet-phone-dialog';
import { checkoutUrlOf, goToCheckout } from '../../../lib/checkout';
import { paths } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/session';
import { usePayForPack } from '../api/pack-payment';
import { PackSummary } from '../components/pack-summary';
import { parsePackQuery, type PackQuery } from '../pack-query';

/** SPEC 2 coins-pack/payment: the pack and the three hosted checkout providers. */
export function CoinPackPaymentScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const pack = parsePackQuery(search);
  if (!pack) {
    return (
      <EmptyState
        icon={<LinkOffRounded />}
        title={t('coins.incomplete')}
        message={t('coins.incompleteHint')}
        action={
          <Button component={RouterLink} to={paths.coinsPack} variant="contained">
            {t('coins.backToPacks')}
          </Button>
        }
      />
    );
  }
  return <PackPayment pack={pack} />;
}

function PackPayment({ pack }: { pack: PackQuery }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const alerts = useAlertDialog();
  const payForPack = usePayForPack();
  // The method whose checkout is being opened; it stays set while the browser leaves.
  const [busy, setBusy] = useState<HostedPaymentMethod | null>(null);
  const [askingPhone, setAskingPhone] = useState(false);

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
      setAskingPhone(false);
      // SPEC 8: any coin pack payment failure shows the booking error alert.
      alerts.show({
        kind: 'error',
        title: t('payment.failed.title'),
        message: t('payment.failed.message'),
      });
    }
  };

  const choose = (method: HostedPaymentMethod) => {
    // SPEC 7: the mobile wallet charges a phone number, asked for first.
    if (method === 'wallet') setAskingPhone(true);
    else void pay(method);
  };

  return (
    <Stack spacing={2.5}>
      <PackSummary pack={pack} />
      <PaymentMethods
        methods={hostedPaymentMethods}
        busy={busy}
        onPay={(method) => choose(method as HostedPaymentMethod)}
      />
      <WalletPhoneDialog
        open={askingPhone}
        initialPhone={user.Phone}
        busy={busy === 'wallet'}
        onCancel={() => setAskingPhone(false)}
        onSubmit={(phone) => void pay('wallet', phone)}
      />
    </Stack>
  );
}
