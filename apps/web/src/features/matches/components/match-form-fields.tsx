import { useId } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Club } from '@courtside/shared';
import {
  courtTypes,
  defaultSaleTerms,
  matchGenders,
  matchPrivacies,
  maxReservedSeats,
} from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@/components/segmented-control';
import { usePadelClubs } from '../api/padel-clubs';
import { LevelStepper } from '@/components/level-stepper';
import { onStartStep, startOf, type MatchFormState } from './match-form-state';
import { MatchFillFields } from './match-fill-fields';
import { MatchCourtField } from './match-court-field';

/** The required choices a submit can find missing. */
export type RequiredField = 'gender' | 'date' | 'duration' | 'club' | 'courtType' | 'privacy';

interface FieldsProps {
  state: MatchFormState;
  onChange: (patch: Partial<MatchFormState>) => void;
  /** The required fields found missing on submit, each highlighted with what to do. */
  missing?: Partial<Record<RequiredField, boolean>>;
  /** The chosen club's clock, once a club is chosen: the start's instant is read on it. */
  timeZone?: string | null;
  /** The court the edited match holds. */
  heldCourt?: string | null;
}

interface ChoiceProps {
  label: string;
  /** What to do when the choice is missing on submit. */
  error?: string;
  children: (errorId: string | undefined) => React.ReactNode;
}

/** A labelled row of choices, with what is missing under it. */
function Labelled({ label, error, children }: ChoiceProps) {
  const errorId = useId();
  return (
    <Stack spacing={0.75}>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      {children(error ? errorId : undefined)}
      {error && (
        <Typography id={errorId} variant="caption" color="error" sx={{ px: 1.5 }}>
          {error}
        </Typography>
      )}
    </Stack>
  );
}

/** SPEC 5 Match form's fields. */
export function MatchFormFields(props: FieldsProps) {
  const { state, onChange, missing = {}, timeZone } = props;
  const { t } = useTranslation();
  const errorOf = (field: RequiredField) =>
    missing[field] ? t(`matches.missing.${field}`) : undefined;
  // The chosen club's padel terms: the lengths it sells and how often games start.
  const clubs = usePadelClubs();
  const terms = clubs.data?.find((one) => one.id === state.club)?.sales.padel ?? defaultSaleTerms;
  return (
    <Stack spacing={2}>
      <Labelled label={t('matches.genderLabel')} error={errorOf('gender')}>
        {(errorId) => (
          <SegmentedControl
            label={t('matches.genderLabel')}
            options={matchGenders.map((value) => ({ value, label: t(`matches.gender.${value}`) }))}
            value={state.gender}
            onChange={(gender) => onChange({ gender })}
            invalid={Boolean(errorId)}
            describedBy={errorId}
          />
        )}
      </Labelled>
      <TextField
        type="datetime-local"
        label={t('matches.date')}
        required
        value={state.date}
        onChange={(event) => onChange({ date: onStartStep(event.target.value, terms.startEvery) })}
        error={Boolean(missing.date)}
        helperText={errorOf('date')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: terms.startEvery * 60 } }}
      />
      <Labelled label={t('matches.duration')} error={errorOf('duration')}>
        {(errorId) => (
          <SegmentedControl
            label={t('matches.duration')}
            options={terms.lengths.map((value) => ({
              value,
              label: t('matches.minutes', { n: value }),
            }))}
            value={state.duration}
            onChange={(duration) => onChange({ duration })}
            invalid={Boolean(errorId)}
            describedBy={errorId}
          />
        )}
      </Labelled>
      <MatchPlaceFields {...props} />
      <MatchFormExtras state={state} onChange={onChange} timeZone={timeZone} />
    </Stack>
  );
}

/** The club with the types of its courts, the court type it can host, and who may join. */
function MatchPlaceFields({ state, onChange, missing = {}, timeZone, heldCourt }: FieldsProps) {
  const { t } = useTranslation();
  const clubs = usePadelClubs();
  const errorOf = (field: RequiredField) =>
    missing[field] ? t(`matches.missing.${field}`) : undefined;
  const club = clubs.data?.find((one) => one.id === state.club);
  // Until a club of the list is chosen (or for one no longer listed), every type is offered.
  const offered = club ? club.courtTypes : courtTypes;
  const typesOf = (one: Club) =>
    one.courtTypes.map((type) => t(`matches.courtType.${type}`)).join(' · ');
  return (
    <>
      <TextField
        select
        required
        label={t('matches.club')}
        value={state.club}
        onChange={(event) => onChange({ club: event.target.value, court: '' })}
        error={Boolean(missing.club)}
        helperText={errorOf('club')}
        slotProps={{ select: { renderValue: () => club?.name ?? '' } }}
      >
        {(clubs.data ?? []).map((one) => (
          <MenuItem key={one.id} value={one.id} sx={{ display: 'block' }}>
            {one.name}
            <Typography variant="body2" color="text.secondary">
              {typesOf(one)}
            </Typography>
          </MenuItem>
        ))}
      </TextField>
      <Labelled label={t('matches.courtTypeLabel')} error={errorOf('courtType')}>
        {(errorId) => (
          <SegmentedControl
            label={t('matches.courtTypeLabel')}
            options={offered.map((value) => ({ value, label: t(`matches.courtType.${value}`) }))}
            value={state.courtType}
            onChange={(courtType) => onChange({ courtType, court: '' })}
            invalid={Boolean(errorId)}
            describedBy={errorId}
          />
        )}
      </Labelled>
      <MatchCourtField
        state={state}
        onChange={onChange}
        timeZone={timeZone}
        heldCourt={heldCourt}
      />
      <TextField
        select
        required
        label={t('matches.privacyLabel')}
        value={state.privacy ?? ''}
        onChange={(event) => onChange({ privacy: event.target.value as MatchFormState['privacy'] })}
        error={Boolean(missing.privacy)}
        helperText={errorOf('privacy')}
      >
        {matchPrivacies.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`matches.privacy.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/** The levels, the reserved seats, when the match must be full, and the description. */
function MatchFormExtras({ state, onChange, timeZone }: FieldsProps) {
  const { t } = useTranslation();
  const seats = Array.from({ length: maxReservedSeats + 1 }, (_, count) => ({
    value: count,
    label: String(count),
  }));
  return (
    <>
      <LevelStepper
        label={t('matches.levelMin')}
        value={state.padelLevelMin}
        onChange={(padelLevelMin) => onChange({ padelLevelMin })}
      />
      <LevelStepper
        label={t('matches.levelMax')}
        value={state.padelLevelMax}
        onChange={(padelLevelMax) => onChange({ padelLevelMax })}
      />
      {state.padelLevelMin > state.padelLevelMax && (
        <Typography role="alert" color="error" variant="body2">
          {t('matches.levelsCrossed')}
        </Typography>
      )}
      <Labelled label={t('matches.reservedSeats')}>
        {() => (
          <SegmentedControl
            label={t('matches.reservedSeats')}
            options={seats}
            value={state.reservedSeats}
            onChange={(reservedSeats) => onChange({ reservedSeats })}
          />
        )}
      </Labelled>
      <MatchFillFields
        state={state}
        startsAt={startOf(state.date, timeZone ?? null)}
        onChange={onChange}
      />
      <TextField
        label={t('matches.description')}
        multiline
        minRows={2}
        value={state.description}
        onChange={(event) => onChange({ description: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </>
  );
}
