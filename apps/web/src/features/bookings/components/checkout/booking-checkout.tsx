import { useState } from 'react';
import type { CourtDetail, PaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../../lib/i18n';
import { formatPrice } from '../../../../lib/money';
import { ErrorState } from '../../../../components/error-state';
import { useCoinBalance } from '../../../../lib/api/coin-balance';
import { useCourtPrice } from '../../../../lib/api/court-price';
import type { BookingQuery } from '../../../../lib/booking-query';
import { useSignedInUser } from '../../../../lib/session';
import { useClubCourts } from '../../api/club-courts';
import { cancellationRuleText, slotStartsAt } from '../../cancellation-text';
import { useClubPlans } from '../../../../lib/api/club-plans';
import { memberPricing } from '../../../../lib/member-terms';
import { checkoutAmount, coinsOffer } from './checkout-price';
import { openedLazily } from '../../../../components/opened-lazily';
import { isImmediateMethod, type ImmediateMethod } from './immediate-method';
import { DeclinedNotice } from './declined-hold';
import { PayStep } from './pay-step';
import { PriceStep } from './price-step';
import { useBookingPayment } from './use-booking-payment';
import styles from './checkout.module.css';

// Asked only before cash or coins book at once: its code loads with the first such tap.
const ConfirmBookingDialog = openedLazily(
  async () => (await import('./confirm-booking-dialog')).ConfirmBookingDialog,
  (props) => props.method !== null,
);

/** The booked court's club, once its courts have loaded: its name, time zone and rule. */
function clubOf(courts: CourtDetail[] | undefined) {
  const club = courts?.[0]?.club;
  return { clubName: club?.name ?? null, clubTimeZone: club?.timeZone, club };
}

/**
 * The club's cancellation rule for this slot, said before the player commits: 'Free
 * cancellation until …. After that, …'; null until the club and the price are known.
 */
function cancellationNote(
  booking: BookingQuery,
  club: CourtDetail['club'] | undefined,
  amount: number | null,
  currency: string | undefined,
  t: TFunction,
): string | null {
  if (!club || amount === null || !currency) return null;
  const startsAt = slotStartsAt(booking.date, booking.startTime, club.timeZone);
  if (!startsAt) return null;
  return cancellationRuleText(
    { startsAt, amount, currency, timeZone: club.timeZone, rule: club.cancellation },
    t,
    currentLanguage(),
  );
}

/**
 * The checkout of a slot chosen on the grid, step by step: what it is and costs (price), how
 * to pay it (pay), a last look for the methods that book at once (confirm), then what the
 * payment answered (outcome, in useBookingPayment).
 */
export function BookingCheckout({
  booking,
  declined = false,
}: {
  booking: BookingQuery;
  /** Back from a declined checkout: the hold is told before the methods. */
  declined?: boolean;
}) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const court = useClubCourts(booking.clubID, [booking.courtID]);
  const price = useCourtPrice(booking.clubID, booking.courtID);
  // A member pays their price: the total waits for the membership (a failed read is no member).
  const plans = useClubPlans(booking.clubID);
  const balance = useCoinBalance();
  const { pay, busy } = useBookingPayment(booking);
  const [confirming, setConfirming] = useState<ImmediateMethod | null>(null);

  if (price.isError) {
    return <ErrorState onRetry={() => void price.refetch()} retrying={price.isFetching} />;
  }
  const { amount, publicAmount } = checkoutAmount(
    price.data,
    booking,
    memberPricing(plans.data, booking.courtID),
  );
  const { clubName, clubTimeZone, club } = clubOf(court.data);
  const cancellation = cancellationNote(booking, club, amount, price.data?.currency, t);
  const choose = (method: PaymentMethod, phone?: string): Promise<void> => {
    if (!isImmediateMethod(method)) return pay(method, phone);
    setConfirming(method);
    return Promise.resolve();
  };
  const confirm = (method: ImmediateMethod) => void pay(method).then(() => setConfirming(null));
  return (
    <div className={styles.checkout}>
      <PriceStep
        booking={booking}
        clubName={clubName}
        pricing={price.isPending || plans.isPending}
        amount={amount}
        publicAmount={publicAmount}
        currency={price.data?.currency}
      />
      {cancellation && (
        <p className={styles.cancellation} data-testid="cancellation-rule">
          {cancellation}
        </p>
      )}
      {declined && <DeclinedNotice booking={booking} />}
      <PayStep
        amount={amount}
        balance={balance.data}
        payerPhone={user.Phone}
        clubTimeZone={clubTimeZone}
        busy={busy}
        onPay={choose}
      />
      <ConfirmBookingDialog
        method={confirming}
        booking={booking}
        clubName={clubName}
        price={
          amount !== null && price.data
            ? formatPrice(amount, price.data.currency)
            : t('bookCourt.noPrice')
        }
        coinCost={coinsOffer(amount, balance.data).cost}
        cancellation={cancellation}
        balance={balance.data}
        busy={busy !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
