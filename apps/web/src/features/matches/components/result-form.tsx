import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/lib/api-client';
import { useRecordResult } from '../api/record-result';
import { SetFields, useSetsDraft } from '@/components/set-fields';

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
  const draft = useSetsDraft();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = draft.checked();
    if (chosen) record.mutate(chosen);
  };

  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('results.recordTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('results.recordHint')}
      </Typography>
      <SetFields draft={draft} pairNames={pairNames} />
      {record.isError && (
        <Alert severity="error">{refusalMessage(record.error, t('results.failed'))}</Alert>
      )}
      <Button type="submit" variant="contained" disabled={record.isPending}>
        {t('results.record')}
      </Button>
    </Stack>
  );
}
