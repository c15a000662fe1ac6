import { useState } from 'react';
import type { PaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/lib/session';
import { ConfirmDialog } from './lazy-dialogs';
import { PaymentMethods } from './payment-methods';
import { openedLazily } from './opened-lazily';

// Its text field is Material UI's heaviest piece; it loads when the wallet is first chosen.
const WalletPhoneDialog = openedLazily(
  async () => (await import('./wallet-phone-dialog')).WalletPhoneDialog,
);

interface HostedPaymentMethodsProps {
  methods: readonly PaymentMethod[];
  /** The time zone of the club paid, whose country reads the wallet's phone; none for coins. */
  clubTimeZone?: string | null;
  /** The method whose payment runs: it spins and the others wait. */
  busy: PaymentMethod | null;
  /** Starts a payment; the wallet's comes with the phone the payer chose. */
  onPay: (method: PaymentMethod, phone?: string) => Promise<unknown> | void;
  /** What cash and coins are confirmed with, when not a booking (a membership, say). */
  confirmTexts?: ConfirmTexts;
}

export interface ConfirmTexts {
  title: string;
  confirmLabel: string;
  cashNote: string;
  coinsNote: string;
}

/**
 * The payment buttons where the mobile wallet first asks which phone to charge (SPEC 7),
 * offering the player's own, and cash or coins ask to be confirmed; each dialog closes once
 * that payment has been answered.
 */
export function HostedPaymentMethods({
  methods,
  clubTimeZone,
  busy,
  onPay,
  confirmTexts,
}: HostedPaymentMethodsProps) {
  const { t } = useTranslation();
  const texts = confirmTexts ?? {
    title: t('bookingConfirm.title'),
    confirmLabel: t('bookingConfirm.confirm'),
    cashNote: t('bookingConfirm.cashNote'),
    coinsNote: t('bookingConfirm.coinsNote'),
  };
  const user = useSignedInUser();
  const [askingPhone, setAskingPhone] = useState(false);
  const [confirming, setConfirming] = useState<'cash' | 'coins' | null>(null);
  const payByWallet = (phone: string) =>
    void Promise.resolve(onPay('wallet', phone)).finally(() => setAskingPhone(false));
  const choose = (method: PaymentMethod) => {
    if (method === 'wallet') setAskingPhone(true);
    // Cash and coins book at once, with no provider's page to think twice on: ask first.
    else if (method === 'cash' || method === 'coins') setConfirming(method);
    else void onPay(method);
  };
  const confirm = (method: 'cash' | 'coins') =>
    void Promise.resolve(onPay(method)).finally(() => setConfirming(null));
  return (
    <>
      <PaymentMethods methods={methods} busy={busy} onPay={choose} />
      <ConfirmDialog
        open={confirming !== null}
        title={texts.title}
        message={confirming === 'coins' ? texts.coinsNote : texts.cashNote}
        confirmLabel={texts.confirmLabel}
        keepLabel={t('common.cancel')}
        busy={confirming !== null && busy === confirming}
        onConfirm={() => confirming && confirm(confirming)}
        onKeep={() => setConfirming(null)}
      />
      <WalletPhoneDialog
        open={askingPhone}
        initialPhone={user.Phone}
        clubTimeZone={clubTimeZone}
        busy={busy === 'wallet'}
        onCancel={() => setAskingPhone(false)}
        onSubmit={payByWallet}
      />
    </>
  );
}
