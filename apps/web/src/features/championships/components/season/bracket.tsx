import { useTranslation } from 'react-i18next';
import type { FixtureView } from '../../season-view';
import { byRound, winnerSide } from '../../season-view';
import { SlotName } from './slot-name';
import styles from './bracket.module.css';

/** A knockout round by how many teams it holds: the final, the semi-finals, "Round of 16". */
function useRoundName() {
  const { t } = useTranslation();
  return (teams: number) => {
    if (teams === 2) return t('championships.season.final');
    if (teams === 4) return t('championships.season.semiFinals');
    if (teams === 8) return t('championships.season.quarterFinals');
    return t('championships.season.roundOf', { teams });
  };
}

function Side({ fixture, side }: { fixture: FixtureView; side: 'home' | 'away' }) {
  const won = winnerSide(fixture) === side;
  const score = fixture.score?.[side];
  return (
    <div className={won ? `${styles.side} ${styles.won}` : styles.side}>
      <span className={styles.slot}>
        <SlotName slot={fixture[side]} />
      </span>
      {score !== undefined && <span className={styles.score}>{score}</span>}
    </div>
  );
}

/**
 * The knockout as a bracket: one column per round, from the first to the final, each match its
 * two places with the winner in bold. At 360 px the rounds scroll sideways, snapping to a
 * round; in Arabic they run from the right.
 */
export function Bracket({
  fixtures,
  size,
  label,
}: {
  fixtures: readonly FixtureView[];
  /** The knockout's size, a power of two: its first round holds this many teams. */
  size: number;
  label: string;
}) {
  const roundName = useRoundName();
  const rounds = byRound(fixtures.filter((fixture) => fixture.stage === 'knockout'));
  return (
    <div className={styles.bracket} role="group" aria-label={label} tabIndex={0}>
      {rounds.map(([round, matches], index) => (
        <section className={styles.round} key={round}>
          {/* By the teams the round holds: a first round with byes plays fewer matches. */}
          <h3 className={styles.roundName}>{roundName(size / 2 ** index)}</h3>
          <ol className={styles.matches}>
            {matches.map((fixture) => (
              <li className={styles.match} key={fixture.id}>
                <Side fixture={fixture} side="home" />
                <Side fixture={fixture} side="away" />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
