import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { SubmitForm } from '@/components/submit-form';
import { useAlertDialog } from '@/lib/alerts';
import { goToCheckout } from '@/lib/checkout';
import { ApiError } from '@/lib/api-client';
import { matchDetailsPath } from '@/lib/paths';
import { requestResolver } from '@/lib/request-resolver';
import type { Match } from '@courtside/shared';
import { hourLabel, utcToClubLocal } from '@courtside/shared/rules';
import { conflictCodes } from '@courtside/shared/conflict-codes';
import { useMatch } from '../api/match-details';
import { usePadelClubs } from '../api/padel-clubs';
import { useSaveMatch } from '../api/save-match';
import { MatchFormFields, type RequiredField } from '../components/match-form-fields';
import { ShareMethodField } from '../components/share-method-field';
import {
  courtTypeAt,
  deviceTimeZone,
  emptyMatchForm,
  formOfMatch,
  matchRequestOf,
  toClubHour,
  toMatchForm,
  withClub,
  type MatchFormState,
} from '../components/match-form-state';
import styles from './create-match-screen.module.css';

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

const requiredFields: readonly RequiredField[] = [
  'gender',
  'date',
  'duration',
  'club',
  'courtType',
  'privacy',
];

/**
 * The required fields the last submit (or a change since) found missing. An hour given
 * before the club is not missing: it is read on the club's clock once there is one.
 */
function missingFields(
  { errors }: { errors: Partial<Record<string, unknown>> },
  state: MatchFormState,
) {
  const waitsForClub = Boolean(errors.club) && state.date !== '';
  return Object.fromEntries(
    requiredFields.map((field) => [
      field,
      Boolean(errors[field]) && !(field === 'date' && waitsForClub),
    ]),
  );
}

/** The zone of a club, from the club list or the match being edited. */
function useClubZones(editedMatch: Match | undefined) {
  const clubs = usePadelClubs();
  const zoneOf = (clubId: string) => {
    if (editedMatch?.club.id === clubId) return editedMatch.club.timeZone;
    return clubs.data?.find((club) => club.id === clubId)?.timeZone ?? null;
  };
  return { clubs: clubs.data ?? [], zoneOf };
}

/**
 * The match form: checked on submit with the shared match schema, the hour read on the
 * chosen club's clock; choosing another club moves an untouched hour to its clock.
 */
function useMatchForm(editedMatch: Match | undefined) {
  const { clubs, zoneOf } = useClubZones(editedMatch);
  const form = useForm({
    defaultValues: emptyMatchForm(),
    resolver: requestResolver(
      'matchFormSchema',
      (values: MatchFormState) => matchRequestOf(values, zoneOf(values.club)),
      // The start's window (the dates the app works with) is read on a clock: the server
      // judges it on its own and says why in the player's language, as before this check.
      { leaveToServer: (path, error) => path === 'date' && error.type === 'custom' },
    ),
  });
  const { reset, getValues, setValue } = form;
  useEffect(() => {
    if (editedMatch) reset(formOfMatch(editedMatch));
  }, [editedMatch, reset]);

  const state = useWatch({ control: form.control }) as MatchFormState;
  const timeZone = zoneOf(state.club);
  const change = (patch: Partial<MatchFormState>) => {
    const club = patch.club ? clubs.find((one) => one.id === patch.club) : undefined;
    const next = { ...getValues(), ...patch };
    // Another club: its clock for the hour, and only a court type it has.
    const moved = club
      ? {
          ...withClub(next, club, timeZone ?? deviceTimeZone()),
          courtType: courtTypeAt(next.courtType, club.courtTypes),
        }
      : next;
    const keys = Object.keys(
      club ? { ...patch, date: '', duration: null, courtType: null } : patch,
    ) as (keyof MatchFormState)[];
    const shouldValidate = form.formState.isSubmitted;
    for (const key of keys) setValue(key, moved[key] as never, { shouldValidate });
  };
  return { form, state, timeZone, change };
}

/** SPEC 2 Create match; with ?id= it edits that match. */
export function CreateMatchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const alerts = useAlertDialog();
  const [search] = useSearchParams();
  const id = search.get('id');
  const existing = useMatch(id);
  const save = useSaveMatch(id);
  const { form, state, timeZone, change } = useMatchForm(existing.data);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // Any change answers the server's refusal: it is no longer shown.
  useEffect(() => {
    const subscription = form.watch(() => setRefusal(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: ({ match, checkout }) => {
        if (id) return void navigate(matchDetailsPath(match.id));
        // Paying their share by card, the organizer goes to its checkout, which brings them
        // back to the match.
        if (checkout) return goToCheckout(checkout);
        alerts.show({
          kind: 'success',
          title: t('matches.added'),
          message: t('matches.addedMessage'),
          onClose: () => void navigate(matchDetailsPath(match.id)),
        });
      },
      onError: (error) => setRefusal(refusalOf(error)),
    }),
  );

  return (
    <SubmitForm
      onSubmit={submit}
      submitLabel={id ? t('matches.save') : t('matches.create')}
      submitting={save.isPending}
      incomplete={!toMatchForm(state, timeZone)}
      spacing={2}
    >
      <MatchFormFields
        state={state}
        onChange={change}
        missing={missingFields(form.formState, state)}
        timeZone={timeZone}
        heldCourt={existing.data?.court?.id}
      />
      {!id && (
        <ShareMethodField
          value={state.shareMethod}
          onChange={(shareMethod) => change({ shareMethod })}
        />
      )}
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal.message}
          {timeZone && refusal.freeHours.length > 0 && (
            <span className={styles.hours}>
              {refusal.freeHours.map((start) => (
                <button
                  key={start}
                  type="button"
                  className={styles.hour}
                  onClick={() => change({ date: toClubHour(start, timeZone) })}
                >
                  {hourLabel(utcToClubLocal(start, timeZone).hour)}
                </button>
              ))}
            </span>
          )}
        </Alert>
      )}
    </SubmitForm>
  );
}
