import { useState } from 'react';
import type { PaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { PaymentMethods } from '../../../../components/payment-methods';
import { openedLazily } from '../../../../components/opened-lazily';
import { checkoutMethods, coinsOffer, unusableMethods } from './checkout-price';
import styles from './checkout.module.css';

// It loads when the wallet is first chosen: most payments never ask for a phone.
const WalletPhoneDialog = openedLazily(
  async () => (await import('../../../../components/wallet-phone-dialog')).WalletPhoneDialog,
);

export interface PayStepProps {
  /** The booking's total, or null without a price (then nothing can be paid). */
  amount: number | null;
  /** The player's coin balance, once loaded. */
  balance: number | undefined;
  /** The player's own phone, offered first to the mobile wallet. */
  payerPhone: string | null;
  /** The club's time zone, whose country reads the wallet's phone (unknown while loading). */
  clubTimeZone?: string;
  busy: PaymentMethod | null;
  /** Resolves once the payment's answer has been handled. */
  onPay: (method: PaymentMethod, phone?: string) => Promise<void>;
}

/** Step 2 of the checkout: the method; the mobile wallet first asks which phone to charge. */
export function PayStep({ amount, balance, payerPhone, clubTimeZone, busy, onPay }: PayStepProps) {
  const { t } = useTranslation();
  const [askingPhone, setAskingPhone] = useState(false);
  const coins = coinsOffer(amount, balance);
  const coinsHint =
    coins.cost === null || coins.balance === undefined
      ? undefined
      : t(coins.tooFew ? 'bookingPayment.coinsShort' : 'bookingPayment.coinsHint', {
          cost: coins.cost,
          balance: coins.balance,
        });

  return (
    <div className={styles.payStep}>
      <h2 className={styles.payTitle}>{t('bookingPayment.payWith')}</h2>
      <PaymentMethods
        methods={checkoutMethods}
        busy={busy}
        onPay={(method) => (method === 'wallet' ? setAskingPhone(true) : void onPay(method))}
        disabled={unusableMethods(amount, coins)}
        hints={{ coins: coinsHint }}
      />
      <WalletPhoneDialog
        open={askingPhone}
        initialPhone={payerPhone}
        clubTimeZone={clubTimeZone}
        busy={busy === 'wallet'}
        onCancel={() => setAskingPhone(false)}
        onSubmit={(phone) => void onPay('wallet', phone).then(() => setAskingPhone(false))}
      />
    </div>
  );
}
