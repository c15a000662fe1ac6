import type { MatchResult } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { padelLevelPath, paths } from '@/lib/paths';
import { ButtonLink } from '@/components/button';
import { ProgressBar } from '@/components/progress-bar';
import { ResultScore } from '@/components/result-score';
import { usePlayerLevel } from '@/lib/api/player-level';
import { LevelChart } from './level-chart';
import { dateTimeFormat, numberFormat } from '@courtside/shared/rules';
import styles from './profile-cards.module.css';

function ResultLine({ result }: { result: MatchResult }) {
  const { i18n } = useTranslation();
  const day = dateTimeFormat(i18n.language, {
    timeZone: result.timeZone,
    day: 'numeric',
    month: 'short',
  }).format(new Date(result.startsAt));
  return (
    <li>
      <ResultScore result={result} title={`${day} · ${result.clubName}`} />
    </li>
  );
}

/**
 * Before any confirmed result: no level yet, or a starting estimate; either way the level's
 * questions set it.
 */
function StartingLevelNote({ level }: { level: number | null }) {
  const { t } = useTranslation();
  const missing = level === null;
  return (
    <>
      <p className={styles.body2}>
        {missing ? t('levelQuiz.missing') : t('levelQuiz.estimateNote')}
      </p>
      <ButtonLink
        to={padelLevelPath(paths.profile)}
        variant={missing ? 'contained' : 'outlined'}
        className={styles.startButton}
      >
        {missing ? t('levelQuiz.setYourLevel') : t('levelQuiz.retake')}
      </ButtonLink>
    </>
  );
}

/**
 * The player's padel level on their profile: the level and how reliable it is, a small chart
 * of how it moved, and the last ten results that stand. Until results move it, the level is a
 * starting estimate, and the player may set it from the level's questions.
 */
export function LevelCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const level = usePlayerLevel(userId);
  if (!level.data) return null;
  const { data } = level;
  const number = numberFormat(i18n.language, { minimumFractionDigits: 1 });
  return (
    <section className={styles.levelCard} aria-label={t('results.levelTitle')}>
      <div className={styles.levelHead}>
        <h3 className={styles.cardTitle}>{t('results.levelTitle')}</h3>
        <p className={styles.level}>{data.level === null ? '—' : number.format(data.level)}</p>
      </div>
      {data.confirmedMatches === 0 && <StartingLevelNote level={data.level} />}
      <p className={styles.note}>
        {t('results.reliability', { n: data.reliability, matches: data.confirmedMatches })}
      </p>
      <ProgressBar value={data.reliability} aria-label={t('results.reliabilityLabel')} />
      {data.history.length > 1 ? (
        <LevelChart levels={data.history.map((point) => point.level)} />
      ) : (
        <p className={styles.note}>{t('results.chartEmpty')}</p>
      )}
      {data.results.length > 0 && (
        <>
          <h4 className={styles.resultsTitle}>{t('results.lastResults')}</h4>
          <ul className={styles.results}>
            {data.results.map((result) => (
              <ResultLine key={result.matchId} result={result} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
