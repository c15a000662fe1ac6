import type { PaymentMethod, PaymentProviderNames } from '@courtside/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePaymentProviders } from '@/lib/api/payment-providers';
import { Button } from './button';
import { Icon } from './icon';
import { accountBalanceWalletIcon } from './icons/account-balance-wallet';
import { creditCardIcon } from './icons/credit-card';
import { paymentsIcon } from './icons/payments';
import { phoneIphoneIcon } from './icons/phone-iphone';
import { tollIcon } from './icons/toll';
import styles from './payment-methods.module.css';

const icons: Record<PaymentMethod, string> = {
  wallet: accountBalanceWalletIcon,
  mobile: phoneIphoneIcon,
  card: creditCardIcon,
  cash: paymentsIcon,
  coins: tollIcon,
};

export interface PaymentMethodsProps {
  /** The methods offered, in order: the three providers, and cash or coins where they apply. */
  methods: readonly PaymentMethod[];
  /** The method whose request runs: it spins and the others wait, so nobody pays twice. */
  busy: PaymentMethod | null;
  onPay: (method: PaymentMethod) => void;
  /** Methods that cannot be used now, e.g. coins with too small a balance. */
  disabled?: readonly PaymentMethod[];
  /** A line under a method's name, e.g. the price in coins and the balance. */
  hints?: Partial<Record<PaymentMethod, string>>;
}

/**
 * Who takes the money of a hosted method, said under its name (Stripe, or the sandbox that
 * takes none); nothing for cash and coins, or before the server has said.
 */
function providerLine(
  method: PaymentMethod,
  providers: PaymentProviderNames | undefined,
  t: TFunction,
): string | undefined {
  if (!providers || !(method in providers)) return undefined;
  const name = providers[method as keyof PaymentProviderNames];
  return t(`paymentMethods.provider.${name ?? 'none'}`);
}

/** Hosted methods no provider serves here: the server would refuse them. */
const unserved = (providers: PaymentProviderNames | undefined) =>
  providers
    ? (Object.keys(providers) as Array<keyof PaymentProviderNames>).filter((m) => !providers[m])
    : [];

/** The payment buttons of the booking and coin-pack payment screens (SPEC 2). */
export function PaymentMethods({
  methods,
  busy,
  onPay,
  disabled = [],
  hints = {},
}: PaymentMethodsProps) {
  const { t } = useTranslation();
  const providers = usePaymentProviders().data;
  const off: readonly PaymentMethod[] = [...disabled, ...unserved(providers)];
  return (
    <div className={styles.methods} role="group" aria-label={t('paymentMethods.title')}>
      {methods.map((method) => {
        const hint = hints[method] ?? providerLine(method, providers, t);
        return (
          <Button
            key={method}
            variant={method === 'card' ? 'contained' : 'outlined'}
            size="large"
            fullWidth
            loading={busy === method}
            loadingPosition="start"
            disabled={busy !== null || off.includes(method)}
            onClick={() => onPay(method)}
            startIcon={<Icon path={icons[method]} />}
            alignStart
          >
            <span className={styles.name}>
              <span>{t(`paymentMethods.${method}`)}</span>
              {hint && <span className={styles.hint}>{hint}</span>}
            </span>
          </Button>
        );
      })}
    </div>
  );
}
