import { Skeleton } from '../../../../components/skeleton';
import { MemberPriceLabel, StruckPublicPrice } from '../../../../components/member-price';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../lib/money';
import type { BookingQuery } from '../../../../lib/booking-query';
import { BookingSummary } from './booking-summary';
import styles from './checkout.module.css';

export interface PriceStepProps {
  booking: BookingQuery;
  /** The club's name, once loaded. */
  clubName: string | null;
  /** True while the court's price loads. */
  pricing: boolean;
  /** The booking's total, or null when the club has set no price for the court. */
  amount: number | null;
  /** The public total a member is spared, struck through beside theirs. */
  publicAmount?: number | null;
  currency: string | undefined;
}

/** Step 1 of the checkout: what is being booked and what it costs. */
export function PriceStep({
  booking,
  clubName,
  pricing,
  amount,
  publicAmount = null,
  currency,
}: PriceStepProps) {
  const { t } = useTranslation();
  const price = pricing ? (
    <Skeleton width={80} />
  ) : amount !== null && currency ? (
    <MemberOrPublicPrice amount={amount} publicAmount={publicAmount} currency={currency} />
  ) : (
    t('bookCourt.noPrice')
  );
  return <BookingSummary booking={booking} clubName={clubName} price={price} />;
}

function MemberOrPublicPrice({
  amount,
  publicAmount,
  currency,
}: {
  amount: number;
  publicAmount: number | null;
  currency: string;
}) {
  if (publicAmount === null) return formatPrice(amount, currency);
  return (
    <span className={styles.memberPrice}>
      <span>
        <StruckPublicPrice price={formatPrice(publicAmount, currency)} />{' '}
        <bdi>{formatPrice(amount, currency)}</bdi>
      </span>
      <MemberPriceLabel />
    </span>
  );
}
