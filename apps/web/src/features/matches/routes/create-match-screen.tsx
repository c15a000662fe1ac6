import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '@/components/alert-dialog';
import { ApiError } from '@/lib/api-client';
import { matchDetailsPath } from '@/lib/paths';
import { useMatch, useSaveMatch } from '../api/matches';
import { MatchFormFields } from '../components/match-form-fields';
import {
  emptyMatchForm,
  formOfMatch,
  toLocalHour,
  toMatchForm,
  type MatchFormState,
} from '../components/match-form-state';

/** What the server refused, and the free hours it offered when no court was free. */
interface Refusal {
  message: string;
  freeHours: string[];
}

function refusalOf(error: Error): Refusal {
  if (!(error instanceof ApiError)) return { message: error.message, freeHours: [] };
  const freeHours =
    error.body.code === 'NO_COURT_FREE' ? (error.body.details ?? []).map((d) => d.message) : [];
  return { message: error.message, freeHours };
}

/** SPEC 2 Create match; with ?id= it edits that match. */
export function CreateMatchScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const alerts = useAlertDialog();
  const [search] = useSearchParams();
  const id = search.get('id');
  const existing = useMatch(id);
  const save = useSaveMatch(id);
  const [state, setState] = useState<MatchFormState>(() => emptyMatchForm());
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    if (existing.data) setState(formOfMatch(existing.data));
  }, [existing.data]);

  const change = (patch: Partial<MatchFormState>) => {
    setRefusal(null);
    setState((current) => ({ ...current, ...patch }));
  };
  const form = toMatchForm(state);
  const submit = () => {
    if (!form || save.isPending) return;
    save.mutate(form, {
      onSuccess: (match) => {
        if (id) return void navigate(matchDetailsPath(match.id));
        alerts.show({
          kind: 'success',
          title: t('matches.added'),
          message: t('matches.addedMessage'),
          onClose: () => void navigate(matchDetailsPath(match.id)),
        });
      },
      onError: (error) => setRefusal(refusalOf(error)),
    });
  };
  const hour = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <MatchFormFields state={state} onChange={change} />
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal.message}
          {refusal.freeHours.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
              {refusal.freeHours.map((start) => (
                <Chip
                  key={start}
                  label={hour.format(new Date(start))}
                  onClick={() => change({ date: toLocalHour(new Date(start)) })}
                />
              ))}
            </Stack>
          )}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        aria-disabled={!form}
        disabled={save.isPending}
      >
        {id ? t('matches.save') : t('matches.create')}
      </Button>
    </Stack>
  );
}
