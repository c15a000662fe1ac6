import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAlertDialog } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { matchDetailsPath } from '@/lib/paths';
import { hourLabel, utcToClubLocal } from '@courtside/shared';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useMatch } from '../api/match-details';
import { usePadelClubs } from '../api/padel-clubs';
import { useSaveMatch } from '../api/save-match';
import { MatchFormFields } from '../components/match-form-fields';
import {
  deviceTimeZone,
  emptyMatchForm,
  formOfMatch,
  toClubHour,
  toMatchForm,
  withClub,
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
    error.body.code === conflictCodes.NO_COURT_FREE
      ? (error.body.details ?? []).map((d) => d.message)
      : [];
  return { message: error.message, freeHours };
}

/** SPEC 2 Create match; with ?id= it edits that match. */
/** The zone of the chosen club, from the club list or the match being edited. */
function useClubTimeZone(
  clubId: string,
  editedMatch: { club: { id: string; timeZone: string } } | undefined,
) {
  const clubs = usePadelClubs();
  if (editedMatch?.club.id === clubId) return editedMatch.club.timeZone;
  return clubs.data?.find((club) => club.id === clubId)?.timeZone ?? null;
}

export function CreateMatchScreen() {
  const { t } = useTranslation();
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

  const timeZone = useClubTimeZone(state.club, existing.data);
  const clubs = usePadelClubs();
  const change = (patch: Partial<MatchFormState>) => {
    setRefusal(null);
    const club = patch.club && clubs.data?.find((one) => one.id === patch.club);
    const fromZone = timeZone ?? deviceTimeZone();
    setState((current) => {
      const next = { ...current, ...patch };
      return club ? withClub(next, club, fromZone) : next;
    });
  };
  const form = toMatchForm(state, timeZone);
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
          {timeZone && refusal.freeHours.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
              {refusal.freeHours.map((start) => (
                <Chip
                  key={start}
                  label={hourLabel(utcToClubLocal(start, timeZone).hour)}
                  onClick={() => change({ date: toClubHour(start, timeZone) })}
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
