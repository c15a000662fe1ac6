import type { TopScorer } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import styles from './season.module.css';

interface TopScorersProps {
  /** Most goals first, as `topScorers` gives them. */
  scorers: readonly TopScorer[];
  /** Each team's name by its id. */
  teamNames: ReadonlyMap<string, string>;
  /** How many to show. */
  limit?: number;
}

/** Football's top scorers: rank (shared on equal goals), player, team, goals. */
export function TopScorers({ scorers, teamNames, limit = 10 }: TopScorersProps) {
  const { t } = useTranslation();
  if (scorers.length === 0)
    return <p className={styles.note}>{t('championships.season.noGoalsYet')}</p>;
  const shown = scorers.slice(0, limit);
  return (
    <ol className={styles.list} aria-label={t('championships.season.topScorers')}>
      {shown.map((scorer) => {
        // Equal goals share a rank: 1, 2, 2, 4.
        const rank = shown.findIndex((other) => other.goals === scorer.goals) + 1;
        return (
          <li className={styles.scorer} key={`${scorer.team}:${scorer.playerId ?? scorer.name}`}>
            <span className={styles.rank}>{rank}</span>
            <span className={styles.who}>
              <bdi className={styles.name}>{scorer.name}</bdi>
              <bdi className={styles.sub}>{teamNames.get(scorer.team) ?? ''}</bdi>
            </span>
            <span className={styles.goals} aria-hidden="true">
              {scorer.goals}
            </span>
            <span className={styles.visuallyHidden}>
              {t('championships.season.goals', { count: scorer.goals })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
