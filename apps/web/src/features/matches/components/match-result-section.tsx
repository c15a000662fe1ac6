import type { Match, MatchResult } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ResultScore } from '@/components/result-score';
import { refusalMessage } from '@/lib/api-client';
import { useAnswerResult } from '../api/answer-result';
import { useMatchResult } from '../api/match-result';
import { ResultForm } from './result-form';
import { matchWhen } from './match-when';
import styles from './match-parts.module.css';

/** The other pair's two answers to a recorded result, while they may still give one. */
function AnswerButtons({ result }: { result: MatchResult }) {
  const { t, i18n } = useTranslation();
  const answer = useAnswerResult(result.matchId);
  const due = matchWhen(
    { date: result.answerDueAt, end_time: result.answerDueAt, club: { timeZone: result.timeZone } },
    i18n.language,
  );
  return (
    <div className={styles.tightColumn}>
      <Alert severity="info">{t('results.answerHint', { day: due.day })}</Alert>
      {answer.isError && (
        <Alert severity="error">{refusalMessage(answer.error, t('results.failed'))}</Alert>
      )}
      <div className={styles.row}>
        <Button
          variant="contained"
          disabled={answer.isPending}
          onClick={() => answer.mutate('confirm')}
          className={styles.half}
        >
          {t('results.confirm')}
        </Button>
        <Button
          variant="outlined"
          danger
          disabled={answer.isPending}
          onClick={() => answer.mutate('dispute')}
          className={styles.half}
        >
          {t('results.dispute')}
        </Button>
      </div>
    </div>
  );
}

const firstNames = (match: Match, seats: [number, number]) =>
  seats.map((seat) => match.participants[seat]?.firstName ?? '').join(' & ');

/**
 * A finished match's result on its details: the score and where it stands, the other pair's
 * answer, or the form for its players to record it.
 */
export function MatchResultSection({ match }: { match: Match }) {
  const { t } = useTranslation();
  const view = useMatchResult(match.id);
  if (!view.data) return null;
  const { result, canRecord } = view.data;
  if (!result && !canRecord) return null;
  return (
    <section className={styles.card} aria-label={t('results.title')}>
      {result ? (
        <div className={styles.column}>
          <ResultScore result={result} title={t('results.title')} />
          {result.status === 'pending' && !result.canAnswer && (
            <Alert severity="info">{t('results.waiting')}</Alert>
          )}
          {result.status === 'disputed' && (
            <Alert severity="warning">{t('results.disputedHint')}</Alert>
          )}
          {result.canAnswer && <AnswerButtons result={result} />}
        </div>
      ) : (
        <ResultForm
          matchId={match.id}
          pairNames={[firstNames(match, [0, 1]), firstNames(match, [2, 3])]}
        />
      )}
    </section>
  );
}
