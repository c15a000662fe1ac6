import type { Match } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/chip';
import { levelRange, matchWhen } from './match-when';
import { SeatRow } from './seat-row';
import styles from './match-card.module.css';

interface MatchCardProps {
  match: Match;
  /** Opens the match; a card without it is shown but cannot be opened (a full match). */
  onOpen?: () => void;
  badge?: string;
  /** A `div` inside a list that gives each card its own `li` (the virtual list). */
  component?: 'li' | 'div';
}

function MatchCardBody({ match, badge }: Pick<MatchCardProps, 'match' | 'badge'>) {
  const { t, i18n } = useTranslation();
  const when = matchWhen(match, i18n.language);
  return (
    <div className={styles.body}>
      <div className={styles.top}>
        <div>
          <h2 className={styles.club}>{match.club.name}</h2>
          <p className={styles.when}>
            {when.day} · <bdi dir="ltr">{when.hours}</bdi>
          </p>
        </div>
        {badge && <Chip label={badge} />}
      </div>
      <div className={styles.facts}>
        <Chip variant="outlined" label={t(`matches.gender.${match.gender}`)} />
        <Chip variant="outlined" label={t('matches.levelRange', { range: levelRange(match) })} />
      </div>
      <SeatRow seats={match.participants} shares={match.seatShares} />
    </div>
  );
}

/** A match in a list: club, day and hours, level range, gender and the four seats. */
export function MatchCard({ match, onOpen, badge, component: Root = 'li' }: MatchCardProps) {
  return (
    <Root className={styles.card}>
      {onOpen ? (
        <button type="button" className={styles.open} onClick={onOpen}>
          <MatchCardBody match={match} badge={badge} />
        </button>
      ) : (
        <MatchCardBody match={match} badge={badge} />
      )}
    </Root>
  );
}
