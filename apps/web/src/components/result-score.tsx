import type { MatchResult, Pair } from '@courtside/shared';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Chip } from './chip';
import styles from './result-score.module.css';

/** A pair as a result names it: its players' first names. */
export const pairNames = (result: MatchResult, pair: Pair) =>
  result.pairs[pair].map((player) => player.firstName).join(' & ');

/** One pair's line: its players and its games in each set; the winners in bold. */
function PairLine({ result, pair }: { result: MatchResult; pair: Pair }) {
  const won = result.winner === pair;
  return (
    <div className={styles.pair}>
      <span className={clsx(styles.line, won && styles.won)}>{pairNames(result, pair)}</span>
      <span className={styles.games} dir="ltr">
        {result.sets.map((set, index) => (
          <span
            key={index}
            className={clsx(styles.set, set[pair] > set[pair === 'a' ? 'b' : 'a'] && styles.won)}
          >
            {set[pair]}
          </span>
        ))}
      </span>
    </div>
  );
}

/**
 * A match's result as a small score board (pair A above pair B, games per set) with the
 * status it is in; used by the match's details, the owner's disputes and the profile.
 */
export function ResultScore({ result, title }: { result: MatchResult; title?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.score} aria-label={t('results.scoreLabel')} role="group">
      <div className={styles.top}>
        {title && <p className={styles.title}>{title}</p>}
        <Chip
          variant="outlined"
          tone={result.status === 'confirmed' ? 'success' : undefined}
          label={t(`results.status.${result.status}`)}
        />
      </div>
      <PairLine result={result} pair="a" />
      <PairLine result={result} pair="b" />
    </div>
  );
}
