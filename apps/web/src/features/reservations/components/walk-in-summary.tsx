import type { Price } from '@courtside/shared';
import { minuteOfTime, slotPrice } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/money';
import { Icon } from '@/components/icon';
import { accessTimeIcon } from '@/components/icons/access-time';
import { calendarMonthIcon } from '@/components/icons/calendar-month';
import { paymentsIcon } from '@/components/icons/payments';
import { sportsTennisIcon } from '@/components/icons/sports-tennis';
import { timelapseIcon } from '@/components/icons/timelapse';
import { Skeleton } from '@/components/skeleton';
import { Photo } from '../../../components/photo';
import { formatLongDate } from '../../../lib/calendar-date';
import { currentLanguage } from '../../../lib/i18n';
import type { BookingQuery } from '../../../lib/booking-query';
import { DetailRow } from './detail-row';
import styles from './walk-in-summary.module.css';

const photoSize = { width: 448, height: 180 };

interface WalkInSummaryProps {
  slot: BookingQuery;
  /** Undefined while it loads, null when the club has set no price for the court. */
  price: Price | null | undefined;
}

/** What the owner is about to book: the court, the day, the hours and what the customer pays. */
export function WalkInSummary({ slot, price }: WalkInSummaryProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  return (
    <div className={styles.card}>
      <Photo
        src={slot.photo}
        {...photoSize}
        fluid
        radius={0}
        fallback={<Icon path={sportsTennisIcon} />}
      />
      <div className={styles.court}>
        <span className={styles.overline}>{t('reservations.walkIn.court')}</span>
        <h2 className={styles.name} dir="auto">
          {slot.court}
        </h2>
      </div>
      <hr className={styles.divider} />
      <div className={styles.rows}>
        <DetailRow icon={calendarMonthIcon} label={t('reservations.walkIn.date')}>
          {formatLongDate(slot.date, locale)}
        </DetailRow>
        <DetailRow icon={accessTimeIcon} label={t('reservations.walkIn.time')}>
          <bdi>
            {slot.startTime} – {slot.endTime}
          </bdi>
        </DetailRow>
        <DetailRow icon={timelapseIcon} label={t('reservations.walkIn.duration')}>
          {t('reservations.duration.minutes', { count: slot.duration })}
        </DetailRow>
        <DetailRow icon={paymentsIcon} label={t('reservations.walkIn.price')}>
          {price === undefined ? (
            <Skeleton width={64} />
          ) : price === null ? (
            t('reservations.walkIn.noPrice')
          ) : (
            formatPrice(
              slotPrice(price, {
                date: slot.date,
                start: minuteOfTime(slot.startTime),
                duration: slot.duration,
              }),
              price.currency,
            )
          )}
        </DetailRow>
      </div>
    </div>
  );
}
