import type { ReactNode } from 'react';
import type { ActivityOccurrence } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { sportsTennisIcon } from '@/components/icons/sports-tennis';
import { Photo } from '@/components/photo';
import { formatPrice } from '@/lib/money';
import { isolated } from '@/lib/bidi';
import { sessionWhen } from '@/lib/session-time';
import chips from './chips.module.css';
import styles from './occurrence-card.module.css';

/** How many seats are left, or that there is no limit. */
export function useSeatsText() {
  const { t } = useTranslation();
  return (occurrence: ActivityOccurrence) =>
    occurrence.seatsLeft === null
      ? t('activities.seatsOpen')
      : t('activities.seatsLeft', { left: occurrence.seatsLeft, seats: occurrence.seatsnumber });
}

/** SPEC 3 Activity: club, name, court and coach, day and time, seats left and price. */
export function OccurrenceCard({
  occurrence,
  children,
}: {
  occurrence: ActivityOccurrence;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const seatsText = useSeatsText();
  return (
    <div className={styles.card}>
      <div className={styles.head}>
        <Photo
          src={occurrence.club.photo}
          width={56}
          height={56}
          fallback={<Icon path={sportsTennisIcon} />}
        />
        <div className={styles.summary}>
          <span className={styles.club}>{occurrence.club.name}</span>
          <h2 className={styles.name}>{occurrence.name}</h2>
          <p className={styles.when}>
            {sessionWhen(occurrence.date, occurrence.endsAt, occurrence.club.timeZone)}
          </p>
        </div>
        {occurrence.cancelled && (
          <span className={`${chips.chip} ${chips.error}`}>{t('activities.cancelled')}</span>
        )}
      </div>
      <p className={styles.line}>
        {t('activities.courtCoach', {
          court: isolated(occurrence.court.name),
          coach: isolated(occurrence.coach.name),
        })}
      </p>
      <div className={styles.foot}>
        <p className={styles.seats} data-testid="seats-left">
          {seatsText(occurrence)}
        </p>
        <span className={styles.price}>{formatPrice(occurrence.price, occurrence.currency)}</span>
      </div>
      {children}
    </div>
  );
}
