import { useState } from 'react';
import type { PaymentMethod } from '@courtside/shared';
import { useSignedInUser } from '@/lib/session';
import { PaymentMethods } from './payment-methods';
import { WalletPhoneDialog } from './wallet-phone-dialog';

interface HostedPaymentMethodsProps {
  methods: readonly PaymentMethod[];
  /** The method whose payment runs: it spins and the others wait. */
  busy: PaymentMethod | null;
  /** Starts a payment; the wallet's comes with the phone the payer chose. */
  onPay: (method: PaymentMethod, phone?: string) => Promise<unknown> | void;
}

/**
 * The payment buttons where the mobile wallet first asks which phone to charge (SPEC 7),
 * offering the player's own; the dialog closes once that payment has been answered.
 */
export function HostedPaymentMethods({ methods, busy, onPay }: HostedPaymentMethodsProps) {
  const user = useSignedInUser();
  const [askingPhone, setAskingPhone] = useState(false);
  const payByWallet = (phone: string) =>
    void Promise.resolve(onPay('wallet', phone)).finally(() => setAskingPhone(false));
  return (
    <>
      <PaymentMethods
        methods={methods}
        busy={busy}
        onPay={(method) => (method === 'wallet' ? setAskingPhone(true) : void onPay(method))}
      />
      <WalletPhoneDialog
        open={askingPhone}
        initialPhone={user.Phone}
        busy={busy === 'wallet'}
        onCancel={() => setAskingPhone(false)}
        onSubmit={payByWallet}
      />
    </>
  );
}
