import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MyClub } from '@courtside/shared';
import { clubToday, socialFormats, socialPointsChoices } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { OwnerClubGate } from '@/components/owner-club-gate';
import { SegmentedControl } from '@/components/segmented-control';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { socialNightPath } from '@/lib/paths';
import { useCreateNight } from '../api/night-actions';
import { playerChoices, useNightForm, type NightFormValues } from '../components/night-form-state';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const twoDigits = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The owner creates an Americano or Mexicano night on some of their padel courts. */
export function CreateSocialScreen() {
  return <OwnerClubGate>{(club) => <CreateNightForm club={club} />}</OwnerClubGate>;
}

function NumberChoice({
  label,
  value,
  choices,
  show = String,
  onChange,
}: {
  label: string;
  value: number;
  choices: readonly number[];
  show?: (value: number) => string;
  onChange: (value: number) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ flex: 1 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {show(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function CourtChoice({ club, form }: { club: MyClub; form: ReturnType<typeof useNightForm> }) {
  const { t } = useTranslation();
  const padel = club.courts.filter((court) => court.type === 'padel');
  const toggle = (id: string, on: boolean) =>
    form.set(
      'courts',
      on ? [...form.values.courts, id] : form.values.courts.filter((c) => c !== id),
    );
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{t('socials.form.courts')}</FormLabel>
      <FormGroup>
        {padel.map((court) => (
          <FormControlLabel
            key={court.id}
            label={court.name}
            control={
              <Checkbox
                checked={form.values.courts.includes(court.id)}
                onChange={(e) => toggle(court.id, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
    </Stack>
  );
}

/** From and to, in whole hours of the club's day. */
function NightHours({ form }: { form: ReturnType<typeof useNightForm> }) {
  const { t } = useTranslation();
  const { values, set } = form;
  return (
    <Stack direction="row" spacing={1}>
      <NumberChoice
        label={t('socials.form.from')}
        value={values.fromH}
        choices={hours}
        show={twoDigits}
        onChange={(h) => set('fromH', h)}
      />
      <NumberChoice
        label={t('socials.form.to')}
        value={values.toH}
        choices={hours}
        show={twoDigits}
        onChange={(h) => set('toH', h)}
      />
    </Stack>
  );
}

function CreateNightForm({ club }: { club: MyClub }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useNightForm(club, clubToday(club.timeZone, new Date()));
  const create = useCreateNight();
  const { values, set } = form;
  const save = () =>
    create.mutate(form.body(), {
      onSuccess: ({ id }) => {
        toast.show({ message: t('socials.form.saved'), severity: 'success' });
        void navigate(socialNightPath(id));
      },
      onError: (error) =>
        toast.show({ message: refusalMessage(error, t('socials.tryLater')), severity: 'error' }),
    });
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <SegmentedControl
        label={t('socials.form.format')}
        options={socialFormats.map((format) => ({
          value: format,
          label: t(`socials.format.${format}`),
        }))}
        value={values.format}
        onChange={(format: NightFormValues['format']) => set('format', format)}
      />
      <TextField
        type="date"
        label={t('socials.form.date')}
        value={values.date}
        onChange={(e) => set('date', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <NightHours form={form} />
      <CourtChoice club={club} form={form} />
      <Stack direction="row" spacing={1}>
        <NumberChoice
          label={t('socials.form.players')}
          value={values.players}
          choices={playerChoices}
          onChange={(n) => set('players', n)}
        />
        <NumberChoice
          label={t('socials.form.points')}
          value={values.pointsPerGame}
          choices={socialPointsChoices}
          onChange={(n) => set('pointsPerGame', n)}
        />
      </Stack>
      <TextField
        label={t('socials.form.price', { currency: club.currency })}
        value={values.price}
        onChange={(e) => set('price', e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button type="submit" variant="contained" size="large" loading={create.isPending}>
        {t('socials.form.submit')}
      </Button>
    </Stack>
  );
}
