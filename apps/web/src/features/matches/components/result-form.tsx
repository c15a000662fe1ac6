import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { matchOutcome, maxSetGames, type SetScore } from '@courtside/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/lib/api-client';
import { useRecordResult } from '../api/match-result';

/** A set's games as the form holds them: blank until chosen. */
type SetDraft = { a: string; b: string };
const blankSets: SetDraft[] = [
  { a: '', b: '' },
  { a: '', b: '' },
  { a: '', b: '' },
];
const gameChoices = ['', ...Array.from({ length: maxSetGames + 1 }, (_, n) => String(n))];

/** The sets filled in, in order; a third set left blank is not played. */
function filledSets(drafts: readonly SetDraft[]): SetScore[] {
  return drafts
    .filter((set) => set.a !== '' || set.b !== '')
    .map((set) => ({ a: Number(set.a || 0), b: Number(set.b || 0) }));
}

function GamesField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ select: { native: true } }}
      sx={{ flex: 1 }}
    >
      {gameChoices.map((games) => (
        <option key={games} value={games}>
          {games}
        </option>
      ))}
    </TextField>
  );
}

/**
 * A player records a finished match's result: the games of each pair in each set (the third
 * only when the first two are split), checked by the shared padel rules before it is sent.
 */
export function ResultForm({
  matchId,
  pairNames,
}: {
  matchId: string;
  pairNames: [string, string];
}) {
  const { t } = useTranslation();
  const record = useRecordResult(matchId);
  const [sets, setSets] = useState<SetDraft[]>(blankSets);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (index: number, pair: 'a' | 'b', value: string) =>
    setSets((current) => current.map((set, i) => (i === index ? { ...set, [pair]: value } : set)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = filledSets(sets);
    const outcome = matchOutcome(chosen);
    if ('problem' in outcome) return setProblem(t(`results.problem.${outcome.problem}`));
    setProblem(null);
    record.mutate(chosen);
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('results.recordTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('results.recordHint')}
      </Typography>
      {sets.map((set, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ minWidth: 48 }}>
            {t('results.setN', { n: index + 1 })}
          </Typography>
          <GamesField
            label={pairNames[0]}
            value={set.a}
            onChange={(value) => change(index, 'a', value)}
          />
          <GamesField
            label={pairNames[1]}
            value={set.b}
            onChange={(value) => change(index, 'b', value)}
          />
        </Stack>
      ))}
      {problem && <Alert severity="warning">{problem}</Alert>}
      {record.isError && (
        <Alert severity="error">{refusalMessage(record.error, t('results.failed'))}</Alert>
      )}
      <Button type="submit" variant="contained" disabled={record.isPending}>
        {t('results.record')}
      </Button>
    </Stack>
  );
}
