import type { SocialDetail } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import styles from './leaderboard.module.css';
import { namer } from './names';

/** The live leaderboard: points won so far, most first; the reader's own row stands out. */
export function Leaderboard({ night, userId }: { night: SocialDetail; userId: string }) {
  const { t } = useTranslation();
  const name = namer(night);
  return (
    <section aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title" className={styles.title}>
        {t('socials.leaderboard')}
      </h2>
      <table className={styles.table} aria-labelledby="leaderboard-title">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('socials.player')}</th>
            <th scope="col" className={styles.number}>
              {t('socials.played')}
            </th>
            <th scope="col" className={styles.number}>
              {t('socials.pointsColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {night.standings.map((row, index) => (
            <tr
              key={row.userId}
              className={row.userId === userId ? styles.mine : undefined}
              data-testid="standing"
            >
              <td>{index + 1}</td>
              <td>{name(row.userId)}</td>
              <td className={styles.number}>{row.played}</td>
              <td className={styles.number}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
