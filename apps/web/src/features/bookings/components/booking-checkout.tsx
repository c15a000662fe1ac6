import { useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bookingPrice, coinsForAmount, formatMoney, type PaymentMethod } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { PaymentMethods } from '../../../components/payment-methods';
import { WalletPhoneDialog } from '../../../components/wallet-phone-dialog';
import type { BookingQuery } from '../../../lib/booking-query';
import { currentLanguage } from '../../../lib/i18n';
import { useSignedInUser } from '../../../lib/session';
import { useClubCourts } from '../api/club-courts';
import { useCoinBalance } from '../../../lib/api/coin-balance';
import { useCourtPrice } from '../../../lib/api/court-price';
import { BookingSummary } from './booking-summary';
import { useBookingPayment } from './use-booking-payment';

const methods = ['wallet', 'mobile', 'card', 'cash', 'coins'] as const;

/** The booking's details, its price from the server and the ways to pay it. */
export function BookingCheckout({ booking }: { booking: BookingQuery }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const court = useClubCourts(booking.clubID, [booking.courtID]);
  const price = useCourtPrice(booking.clubID, booking.courtID);
  const balance = useCoinBalance();
  const { pay, busy } = useBookingPayment(booking);
  const [askingPhone, setAskingPhone] = useState(false);

  if (price.isError) {
    return <ErrorState onRetry={() => void price.refetch()} retrying={price.isFetching} />;
  }
  // The server prices per 60 minutes; 120 minutes cost twice that (SPEC 9).
  const amount = price.data ? bookingPrice(price.data.price, booking.duration) : null;
  const coinCost = amount === null ? null : coinsForAmount(amount);
  const tooFewCoins = coinCost !== null && balance.data !== undefined && balance.data < coinCost;
  // Nothing can be paid without a price; coins need the balance and enough of it.
  const unusable: PaymentMethod[] =
    amount === null ? [...methods] : balance.data === undefined || tooFewCoins ? ['coins'] : [];
  const coinsHint =
    coinCost === null || balance.data === undefined
      ? undefined
      : t(tooFewCoins ? 'bookingPayment.coinsShort' : 'bookingPayment.coinsHint', {
          cost: coinCost,
          balance: balance.data,
        });

  const formattedPrice = price.isPending ? (
    <Skeleton width={80} />
  ) : price.data && amount !== null ? (
    formatMoney(amount, price.data.currency, currentLanguage())
  ) : (
    t('bookCourt.noPrice')
  );

  return (
    <Stack spacing={2.5}>
      <BookingSummary
        booking={booking}
        clubName={court.data?.[0]?.club.name ?? null}
        price={formattedPrice}
      />
      <Stack spacing={1.25}>
        <Typography variant="subtitle1" component="h2">
          {t('bookingPayment.payWith')}
        </Typography>
        <PaymentMethods
          methods={methods}
          busy={busy}
          onPay={(method) => (method === 'wallet' ? setAskingPhone(true) : void pay(method))}
          disabled={unusable}
          hints={{ coins: coinsHint }}
        />
      </Stack>
      <WalletPhoneDialog
        open={askingPhone}
        initialPhone={user.Phone}
        busy={busy === 'wallet'}
        onCancel={() => setAskingPhone(false)}
        onSubmit={(phone) => void pay('wallet', phone).then(() => setAskingPhone(false))}
      />
    </Stack>
  );
}
