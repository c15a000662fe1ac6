import GavelRounded from '@mui/icons-material/GavelRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import type { MatchResult } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { QueryGate } from '@/components/query-gate';
import { ResultScore } from '@/components/result-score';
import { refusalMessage } from '@/lib/api-client';
import { useDecideResult, useDisputedResults } from '../api/disputed-results';
import { matchWhen } from '../components/match-when';

/** One disputed result: the match, the recorded score, and the owner's two decisions. */
function DisputedResult({ result }: { result: MatchResult }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideResult();
  const when = matchWhen(
    { date: result.startsAt, end_time: result.startsAt, club: { timeZone: result.timeZone } },
    i18n.language,
  );
  const send = (decision: 'confirm' | 'void') =>
    decide.mutate({ matchId: result.matchId, body: { decision } });
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <ResultScore result={result} title={`${result.clubName} · ${when.day}`} />
          {decide.isError && (
            <Alert severity="error">{refusalMessage(decide.error, t('results.failed'))}</Alert>
          )}
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={decide.isPending}
              onClick={() => send('confirm')}
              sx={{ flex: 1 }}
            >
              {t('results.letStand')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={decide.isPending}
              onClick={() => send('void')}
              sx={{ flex: 1 }}
            >
              {t('results.void')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The owner's disputed results: matches played at their clubs whose pairs disagree on the
 * score. The owner lets the recorded result stand (levels move) or voids it (they do not).
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
