import type { ReactNode } from 'react';
import type { SocialEvent } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/chip';
import { formatPrice } from '@/lib/money';
import { isolated } from '@/lib/bidi';
import { sessionWhen } from '@/lib/session-time';
import styles from './night-card.module.css';

/** A night: its format, club, day and times, courts, places left, price and state. */
export function NightCard({ night, children }: { night: SocialEvent; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <div className={styles.head}>
        <div className={styles.summary}>
          <span className={styles.club}>{night.clubName}</span>
          <h2 className={styles.format}>{t(`socials.format.${night.format}`)}</h2>
          <p className={styles.when}>{sessionWhen(night.startsAt, night.endsAt, night.timeZone)}</p>
        </div>
        <Chip label={t(`socials.status.${night.status}`)} />
      </div>
      <p className={styles.line}>
        {t('socials.courtsLine', {
          courts: night.courts.map((court) => isolated(court.name)).join(', '),
          points: night.pointsPerGame,
        })}
      </p>
      <div className={styles.foot}>
        {/* A cancelled night has no places to take. */}
        <p className={styles.line}>
          {night.status === 'cancelled'
            ? ''
            : t('socials.placesLeft', { left: night.placesLeft, places: night.playersNumber })}
        </p>
        <span className={styles.price}>{formatPrice(night.price, night.currency)}</span>
      </div>
      {children}
    </div>
  );
}
