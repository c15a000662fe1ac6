import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { courtTypes, matchGenders, matchPrivacies, maxReservedSeats } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '@/components/segmented-control';
import { usePadelClubs } from '../api/padel-clubs';
import { LevelStepper } from '@/components/level-stepper';
import type { MatchFormState } from './match-form-state';

interface FieldsProps {
  state: MatchFormState;
  onChange: (patch: Partial<MatchFormState>) => void;
}

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack spacing={0.75}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {children}
    </Stack>
  );
}

/** SPEC 5 Match form's fields. */
export function MatchFormFields({ state, onChange }: FieldsProps) {
  const { t } = useTranslation();
  const clubs = usePadelClubs();
  return (
    <Stack spacing={2}>
      <Labelled label={t('matches.genderLabel')}>
        <SegmentedControl
          label={t('matches.genderLabel')}
          options={matchGenders.map((value) => ({ value, label: t(`matches.gender.${value}`) }))}
          value={state.gender}
          onChange={(gender) => onChange({ gender })}
        />
      </Labelled>
      <TextField
        type="datetime-local"
        label={t('matches.date')}
        required
        value={state.date}
        onChange={(event) => onChange({ date: event.target.value.replace(/:\d\d$/, ':00') })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 3600 } }}
      />
      <Labelled label={t('matches.duration')}>
        <SegmentedControl
          label={t('matches.duration')}
          options={[60, 120].map((value) => ({ value, label: t('matches.minutes', { n: value }) }))}
          value={state.duration}
          onChange={(duration) => onChange({ duration: duration as 60 | 120 })}
        />
      </Labelled>
      <TextField
        select
        required
        label={t('matches.club')}
        value={state.club}
        onChange={(event) => onChange({ club: event.target.value })}
      >
        {(clubs.data ?? []).map((club) => (
          <MenuItem key={club.id} value={club.id}>
            {club.name}
          </MenuItem>
        ))}
      </TextField>
      <Labelled label={t('matches.courtTypeLabel')}>
        <SegmentedControl
          label={t('matches.courtTypeLabel')}
          options={courtTypes.map((value) => ({ value, label: t(`matches.courtType.${value}`) }))}
          value={state.courtType}
          onChange={(courtType) => onChange({ courtType })}
        />
      </Labelled>
      <TextField
        select
        required
        label={t('matches.privacyLabel')}
        value={state.privacy ?? ''}
        onChange={(event) => onChange({ privacy: event.target.value as MatchFormState['privacy'] })}
      >
        {matchPrivacies.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`matches.privacy.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <MatchFormExtras state={state} onChange={onChange} />
    </Stack>
  );
}

/** The levels, the reserved seats and the description. */
function MatchFormExtras({ state, onChange }: FieldsProps) {
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
        <SegmentedControl
          label={t('matches.reservedSeats')}
          options={seats}
          value={state.reservedSeats}
          onChange={(reservedSeats) => onChange({ reservedSeats })}
        />
      </Labelled>
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
