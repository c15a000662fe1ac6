import { useId } from 'react';
import type { Club, MatchPrivacy } from '@courtside/shared';
import {
  courtTypes,
  defaultSaleTerms,
  matchGenders,
  matchPrivacies,
  maxReservedSeats,
} from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { MenuSelectField } from '@/components/menu-select-field';
import { SegmentedControl } from '@/components/segmented-control';
import { TextArea, TextField } from '@/components/text-field';
import { usePadelClubs } from '../api/padel-clubs';
import { LevelStepper } from '@/components/level-stepper';
import { onStartStep, startOf, type MatchFormState } from './match-form-state';
import { MatchFillFields } from './match-fill-fields';
import { MatchCourtField } from './match-court-field';
import styles from './match-form-fields.module.css';

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
    <div className={styles.labelled}>
      <p className={error ? styles.missingLabel : styles.choiceLabel}>{label}</p>
      {children(error ? errorId : undefined)}
      {error && (
        <p id={errorId} className={styles.missing}>
          {error}
        </p>
      )}
    </div>
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
    <div className={styles.fields}>
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
        shrinkLabel
        value={state.date}
        onChange={(event) => onChange({ date: onStartStep(event.target.value, terms.startEvery) })}
        error={errorOf('date')}
        step={terms.startEvery * 60}
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
    </div>
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
      <MenuSelectField
        required
        label={t('matches.club')}
        options={(clubs.data ?? []).map((one) => ({
          value: one.id,
          label: one.name,
          detail: typesOf(one),
        }))}
        value={state.club}
        onChange={(id) => onChange({ club: id, court: '' })}
        error={errorOf('club')}
      />
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
      <MenuSelectField<MatchPrivacy | ''>
        required
        label={t('matches.privacyLabel')}
        options={matchPrivacies.map((value) => ({ value, label: t(`matches.privacy.${value}`) }))}
        value={state.privacy ?? ''}
        onChange={(privacy) => onChange({ privacy: privacy || null })}
        error={errorOf('privacy')}
      />
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
        <p role="alert" className={styles.crossed}>
          {t('matches.levelsCrossed')}
        </p>
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
      <TextArea
        label={t('matches.description')}
        rows={2}
        value={state.description}
        onChange={(event) => onChange({ description: event.target.value })}
        maxLength={500}
      />
    </>
  );
}
