import type { SocialDetail, SocialGameView } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { namer, scoresOf, sidesOf } from './names';
import styles from './round-games.module.css';

/** Every court of the round: its two pairs and, once entered, their points. */
export function RoundGames({ night, games }: { night: SocialDetail; games: SocialGameView[] }) {
  const { t } = useTranslation();
  const name = namer(night);
  const scoreText = (points: readonly [number, number] | null) =>
    points ? `${points[0]}–${points[1]}` : t('socials.noScore');
  const pair = ([a, b]: readonly [string, string]) =>
    t('socials.pair', { first: name(a), second: name(b) });
  return (
    <section aria-labelledby="round-title">
      <h2 id="round-title" className={styles.title}>
        {t('socials.round', { round: night.round })}
      </h2>
      <ul className={styles.games}>
        {games.map((game) => (
          <li key={game.id} className={styles.game}>
            <span className={styles.court}>{night.courts[game.court]?.name}</span>
            <span className={styles.sides}>
              {t('socials.game', {
                first: pair(sidesOf(game)[0]),
                second: pair(sidesOf(game)[1]),
                score: scoreText(scoresOf(game)),
              })}
            </span>
          </li>
        ))}
      </ul>
      {night.resting.length > 0 && (
        <p className={styles.resting}>
          {t('socials.resting', { names: night.resting.map(name).join(', ') })}
        </p>
      )}
    </section>
  );
}
