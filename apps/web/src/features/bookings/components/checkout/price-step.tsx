import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../lib/money';
import type { BookingQuery } from '../../../../lib/booking-query';
import { BookingSummary } from './booking-summary';

export interface PriceStepProps {
  booking: BookingQuery;
  /** The club's name, once loaded. */
  clubName: string | null;
  /** True while the court's price loads. */
  pricing: boolean;
  /** The booking's total, or null when the club has set no price for the court. */
  amount: number | null;
  currency: string | undefined;
}

/** Step 1 of the checkout: what is being booked and what it costs. */
export function PriceStep({ booking, clubName, pricing, amount, currency }: PriceStepProps) {
  const { t } = useTranslation();
  const price = pricing ? (
    <Skeleton width={80} />
  ) : amount !== null && currency ? (
    formatPrice(amount, currency)
  ) : (
    t('bookCourt.noPrice')
  );
  return <BookingSummary booking={booking} clubName={clubName} price={price} />;
}
