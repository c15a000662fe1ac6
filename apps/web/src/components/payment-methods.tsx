import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';
import TollRounded from '@mui/icons-material/TollRounded';
import type { PaymentMethod, PaymentProviderNames } from '@courtside/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePaymentProviders } from '@/lib/api/payment-providers';

const icons: Record<PaymentMethod, typeof TollRounded> = {
  wallet: AccountBalanceWalletRounded,
  mobile: PhoneIphoneRounded,
  card: CreditCardRounded,
  cash: PaymentsRounded,
  coins: TollRounded,
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
    <Stack spacing={1.25} role="group" aria-label={t('paymentMethods.title')}>
      {methods.map((method) => {
        const Icon = icons[method];
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
            startIcon={<Icon />}
            sx={{ justifyContent: 'flex-start', borderRadius: 4, py: 1.25, textAlign: 'start' }}
          >
            <Stack component="span" sx={{ minWidth: 0 }}>
              <span>{t(`paymentMethods.${method}`)}</span>
              {hint && (
                <Typography component="span" variant="caption">
                  {hint}
                </Typography>
              )}
            </Stack>
          </Button>
        );
      })}
    </Stack>
  );
}
