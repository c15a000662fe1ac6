import type { MatchResult, ResultDecisionBody } from '@courtside/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { gavelIcon } from '@/components/icons/gavel';
import { QueryGate } from '@/components/query-gate';
import { pairNames, ResultScore } from '@/components/result-score';
import { refusalMessage } from '@/lib/api-client';
import { useDecideResult } from '../api/decide-result';
import { useDisputedResults } from '../api/disputed-results';
import { matchWhen } from '../components/match-when';
import { SetFields, useSetsDraft } from '@/components/set-fields';
import styles from './disputed-results-screen.module.css';

/**
 * The score as the owner finds it was played, starting from the recorded one, checked by the
 * padel rules; it stands with these sets.
 */
function CorrectedScore(props: {
  result: MatchResult;
  busy: boolean;
  onSend: (body: ResultDecisionBody) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const draft = useSetsDraft(props.result.sets);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sets = draft.checked();
    if (sets) props.onSend({ decision: 'confirm', sets });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{t('results.correctHint')}</p>
      <SetFields
        draft={draft}
        pairNames={[pairNames(props.result, 'a'), pairNames(props.result, 'b')]}
      />
      <div className={styles.row}>
        <Button type="submit" variant="contained" disabled={props.busy} className={styles.half}>
          {t('results.standCorrected')}
        </Button>
        <Button onClick={props.onBack} disabled={props.busy} className={styles.half}>
          {t('common.back')}
        </Button>
      </div>
    </form>
  );
}

interface DecisionProps {
  busy: boolean;
  send: (body: ResultDecisionBody) => void;
  onCorrect: () => void;
}
/** The owner's decisions: let the recorded score stand, void it, or correct it. */
function Decisions({ busy, send, onCorrect }: DecisionProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.column}>
      <div className={styles.row}>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => send({ decision: 'confirm' })}
          className={styles.half}
        >
          {t('results.letStand')}
        </Button>
        <Button
          variant="outlined"
          danger
          disabled={busy}
          onClick={() => send({ decision: 'void' })}
          className={styles.half}
        >
          {t('results.void')}
        </Button>
      </div>
      <Button variant="outlined" disabled={busy} onClick={onCorrect}>
        {t('results.correct')}
      </Button>
    </div>
  );
}

/** One disputed result: the match, the recorded score, and the owner's decisions. */
function DisputedResult({ result }: { result: MatchResult }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideResult();
  const [correcting, setCorrecting] = useState(false);
  const when = matchWhen(
    { date: result.startsAt, end_time: result.startsAt, club: { timeZone: result.timeZone } },
    i18n.language,
  );
  const send = (body: ResultDecisionBody) => decide.mutate({ matchId: result.matchId, body });
  return (
    <li className={styles.card}>
      <ResultScore result={result} title={`${result.clubName} · ${when.day}`} />
      {decide.isError && (
        <Alert severity="error">{refusalMessage(decide.error, t('results.failed'))}</Alert>
      )}
      {correcting ? (
        <CorrectedScore
          result={result}
          busy={decide.isPending}
          onSend={send}
          onBack={() => setCorrecting(false)}
        />
      ) : (
        <Decisions busy={decide.isPending} send={send} onCorrect={() => setCorrecting(true)} />
      )}
    </li>
  );
}

/**
 * The owner's disputed results: matches played at their clubs whose pairs disagree on the
 * score. The owner lets the recorded result stand (levels move), corrects its sets (levels
 * move by them) or voids it (they do not).
 */
export function DisputedResultsScreen() {
  const { t } = useTranslation();
  const disputed = useDisputedResults();
  return (
    <QueryGate query={disputed} skeleton={<CardListSkeleton photoSize={0} rows={2} />}>
      {(results) =>
        results.length === 0 ? (
          <EmptyState icon={<Icon path={gavelIcon} />} title={t('results.noDisputes')} />
        ) : (
          <ul className={styles.list}>
            {results.map((result) => (
              <DisputedResult key={result.matchId} result={result} />
            ))}
          </ul>
        )
      }
    </QueryGate>
  );
}
