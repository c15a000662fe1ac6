import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/icon';
import { accessTimeIcon } from '../../../../components/icons/access-time';
import { eventIcon } from '../../../../components/icons/event';
import { sportsTennisIcon } from '../../../../components/icons/sports-tennis';
import { storefrontIcon } from '../../../../components/icons/storefront';
import { Photo } from '../../../../components/photo';
import { Skeleton } from '../../../../components/skeleton';
import type { BookingQuery } from '../../../../lib/booking-query';
import { formatLongDate, formatClockTime } from '../../../../lib/calendar-date';
import { currentLanguage } from '../../../../lib/i18n';
import styles from './booking-summary.module.css';

interface BookingSummaryProps {
  booking: BookingQuery;
  /** The club's name, once loaded. */
  clubName: string | null;
  /** The formatted total, or null while it loads. */
  price: ReactNode;
}

/** SPEC 2 Payment: club photo, club, court, date, start to end time and price. */
export function BookingSummary({ booking, clubName, price }: BookingSummaryProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <Photo
        src={booking.photo}
        width={400}
        height={160}
        fluid
        radius={0}
        fallback={<Icon path={storefrontIcon} />}
      />
      <div className={styles.body}>
        <h2 className={styles.club} dir="auto">
          {clubName ?? <Skeleton width="60%" />}
        </h2>
        <Detail icon={sportsTennisIcon} label={t('bookingPayment.court')}>
          <span dir="auto">{booking.court}</span>
        </Detail>
        <Detail icon={eventIcon} label={t('bookingPayment.date')}>
          {formatLongDate(booking.date, currentLanguage())}
        </Detail>
        <Detail icon={accessTimeIcon} label={t('bookingPayment.time')}>
          {t('bookingPayment.timeRange', {
            start: formatClockTime(booking.startTime, currentLanguage()),
            end: formatClockTime(booking.endTime, currentLanguage()),
          })}
        </Detail>
        <hr className={styles.divider} />
        <div className={styles.totalRow}>
          <p className={styles.totalLabel}>
            {t('bookingPayment.total', { minutes: booking.duration })}
          </p>
          <p className={styles.total}>{price}</p>
        </div>
      </div>
    </div>
  );
}

function Detail({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <Icon path={icon} className={styles.detailIcon} />
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{children}</span>
    </div>
  );
}
