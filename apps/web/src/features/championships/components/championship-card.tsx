import type { Championship } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { IconButton } from '@/components/icon-button';
import { chevronRightIcon } from '@/components/icons/chevron-right';
import { emojiEventsIcon } from '@/components/icons/emoji-events';
import { Photo } from '@/components/photo';
import { formatCalendarDate, formatClockTime } from '@/lib/calendar-date';
import { currentLanguage } from '@/lib/i18n';
import { clubLocal } from '../championship-query';
import styles from './championship-card.module.css';

interface ChampionshipCardProps {
  championship: Championship;
  onOpen: (championship: Championship) => void;
}

/** When it starts, on its club's clock: 'Fri, Dec 18 · 10:00' in the interface language. */
function startOf(championship: Championship): string {
  const locale = currentLanguage();
  const start = clubLocal(championship.from, championship.club.timeZone);
  const day = formatCalendarDate(start.date, locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return `${day} · ${formatClockTime(start.time, locale)}`;
}

/**
 * SPEC 2 Book Champion: club photo, club, name, when it starts, registered/participants, and
 * the arrow.
 */
export function ChampionshipCard({ championship, onOpen }: ChampionshipCardProps) {
  const { t } = useTranslation();
  const places = championship.participantsNumber ?? '∞';
  return (
    <div className={styles.card}>
      <Photo
        src={championship.club.photo}
        width={64}
        height={64}
        fallback={<Icon path={emojiEventsIcon} />}
      />
      <div className={styles.text}>
        <p className={styles.club}>
          <bdi>{championship.club.name}</bdi>
        </p>
        <h2 className={styles.name}>
          <bdi>{championship.name}</bdi>
        </h2>
        <p className={styles.line}>{startOf(championship)}</p>
        <p className={styles.line}>
          {t('championships.registered', { registered: championship.registered, places })}
        </p>
      </div>
      <IconButton
        icon={chevronRightIcon}
        mirrored
        onClick={() => onOpen(championship)}
        aria-label={t('championships.open', { name: championship.name })}
      />
    </div>
  );
}
