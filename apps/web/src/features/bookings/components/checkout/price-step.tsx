import Skeleton from '@mui/material/Skeleton';
import { formatMoney } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import type { BookingQuery } from '../../../../lib/booking-query';
import { currentLanguage } from '../../../../lib/i18n';
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
    formatMoney(amount, currency, currentLanguage())
  ) : (
    t('bookCourt.noPrice')
  );
  return <BookingSummary booking={booking} clubName={clubName} price={price} />;
}
