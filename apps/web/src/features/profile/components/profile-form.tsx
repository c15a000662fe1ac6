import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LevelStepper } from '@/components/level-stepper';
import { SegmentedControl } from '@/components/segmented-control';
import { useBatBrands } from '../api/profile';
import { phoneIsValid, type ProfileFormState } from './profile-form-state';

type Change = (patch: Partial<ProfileFormState>) => void;

interface FieldsProps {
  state: ProfileFormState;
  onChange: Change;
}

function PersonalFields({ state, onChange }: FieldsProps) {
  const { t } = useTranslation();
  const text = (name: 'firstName' | 'lastName' | 'Email' | 'adress', type = 'text') => (
    <TextField
      label={t(`profile.fields.${name}`)}
      type={type}
      value={state[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
    />
  );
  const phoneError = !phoneIsValid(state.Phone);
  return (
    <>
      {text('firstName')}
      {text('lastName')}
      <TextField
        label={t('profile.fields.Phone')}
        type="tel"
        required
        value={state.Phone}
        error={phoneError}
        helperText={phoneError ? t('profile.phoneRequired') : ' '}
        onChange={(event) => onChange({ Phone: event.target.value })}
      />
      {text('Email', 'email')}
      <TextField
        select
        label={t('profile.fields.gender')}
        value={state.gender}
        onChange={(event) => onChange({ gender: event.target.value as ProfileFormState['gender'] })}
      >
        <MenuItem value="M">{t('profile.gender.M')}</MenuItem>
        <MenuItem value="F">{t('profile.gender.F')}</MenuItem>
      </TextField>
      <TextField
        label={t('profile.fields.birthdate')}
        type="date"
        value={state.birthdate}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => onChange({ birthdate: event.target.value })}
      />
      {text('adress')}
    </>
  );
}

function PadelFields({ state, onChange }: FieldsProps) {
  const { t } = useTranslation();
  const brands = useBatBrands();
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('profile.padelTitle')}
      </Typography>
      <LevelStepper
        label={t('profile.padelLevel')}
        value={state.padelLevel}
        onChange={(padelLevel) => onChange({ padelLevel })}
      />
      <SegmentedControl
        label={t('profile.fields.padelSide')}
        options={[
          { value: 'left', label: t('profile.side.left') },
          { value: 'right', label: t('profile.side.right') },
        ]}
        value={state.padelSide || null}
        onChange={(padelSide) => onChange({ padelSide })}
      />
      <TextField
        select
        label={t('profile.fields.batBrand')}
        value={state.batBrand}
        onChange={(event) => onChange({ batBrand: event.target.value })}
      >
        {/* A brand saved before the list changed still shows. */}
        {[...new Set([...(brands.data ?? []).map((b) => b.name), state.batBrand])]
          .filter(Boolean)
          .map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
      </TextField>
      <TextField
        label={t('profile.fields.RankID')}
        value={state.RankID}
        onChange={(event) => onChange({ RankID: event.target.value })}
      />
      <TextField
        label={t('profile.fields.FootballteamName')}
        value={state.FootballteamName}
        onChange={(event) => onChange({ FootballteamName: event.target.value })}
      />
    </>
  );
}

/** SPEC 5 Profile form: phone required, everything else optional. */
export function ProfileForm({
  state,
  onChange,
  onSubmit,
  saving,
  photo,
}: FieldsProps & { onSubmit: () => void; saving: boolean; photo: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {photo}
      <PersonalFields state={state} onChange={onChange} />
      <PadelFields state={state} onChange={onChange} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!phoneIsValid(state.Phone) || saving}
      >
        {t('profile.save')}
      </Button>
    </Stack>
  );
}
