import GavelRounded from '@mui/icons-material/GavelRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MatchResult, ResultDecisionBody } from '@courtside/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { QueryGate } from '@/components/query-gate';
import { pairNames, ResultScore } from '@/components/result-score';
import { refusalMessage } from '@/lib/api-client';
import { useDecideResult } from '../api/decide-result';
import { useDisputedResults } from '../api/disputed-results';
import { matchWhen } from '../components/match-when';
import { SetFields, useSetsDraft } from '@/components/set-fields';

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
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      <Typography variant="body2" color="text.secondary">
        {t('results.correctHint')}
      </Typography>
      <SetFields
        draft={draft}
        pairNames={[pairNames(props.result, 'a'), pairNames(props.result, 'b')]}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={props.busy} sx={{ flex: 1 }}>
          {t('results.standCorrected')}
        </Button>
        <Button onClick={props.onBack} disabled={props.busy} sx={{ flex: 1 }}>
          {t('common.back')}
        </Button>
      </Stack>
    </Stack>
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
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => send({ decision: 'confirm' })}
          sx={{ flex: 1 }}
        >
          {t('results.letStand')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={() => send({ decision: 'void' })}
          sx={{ flex: 1 }}
        >
          {t('results.void')}
        </Button>
      </Stack>
      <Button variant="outlined" disabled={busy} onClick={onCorrect}>
        {t('results.correct')}
      </Button>
    </Stack>
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
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack spacing={1.5}>
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
        </Stack>
      </CardContent>
    </Card>
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
          <EmptyState icon={<GavelRounded />} title={t('results.noDisputes')} />
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {results.map((result) => (
              <DisputedResult key={result.matchId} result={result} />
            ))}
          </Stack>
        )
      }
    </QueryGate>
  );
}
