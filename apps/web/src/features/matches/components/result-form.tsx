import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '@/lib/api-client';
import { useRecordResult } from '../api/record-result';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { SetFields, useSetsDraft } from '@/components/set-fields';
import styles from './result-form.module.css';

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
    <form className={styles.form} onSubmit={submit} noValidate>
      <h3 className={styles.title}>{t('results.recordTitle')}</h3>
      <p className={styles.hint}>{t('results.recordHint')}</p>
      <SetFields draft={draft} pairNames={pairNames} />
      {record.isError && (
        <Alert severity="error">{refusalMessage(record.error, t('results.failed'))}</Alert>
      )}
      <Button type="submit" variant="contained" disabled={record.isPending}>
        {t('results.record')}
      </Button>
    </form>
  );
}
