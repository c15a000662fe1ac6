import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { allowedBirthYears, footballCourtTypes, type MyClub } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import {
  CourtSelectField,
  NameField,
  PlacesPriceDescriptionFields,
  ReadOnlyClubField,
} from '@/components/club-offer-fields';
import { SegmentedControl } from '@/components/segmented-control';
import { textFieldBinding } from '@/lib/text-field-binding';
import { useFreeCourts } from '../api/free-courts';
import { windowOf, type useChampionFormState } from './champion-form-state';

type FormState = ReturnType<typeof useChampionFormState>;

const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

/** One end of the window: a date and an hour, 24-hour (SPEC 2). */
function WhenField({ form, end }: { form: FormState; end: 'from' | 'to' }) {
  const { t } = useTranslation();
  const dateKey = end === 'from' ? 'fromDate' : 'toDate';
  const hourKey = end === 'from' ? 'fromHour' : 'toHour';
  const invalid = !!form.errors[end];
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        type="date"
        label={t(`championships.form.${end}Date`)}
        value={form.values[dateKey]}
        onChange={(e) => form.set(dateKey, e.target.value)}
        error={invalid}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 2 }}
      />
      <TextField
        select
        label={t(`championships.form.${end}Hour`)}
        value={form.values[hourKey]}
        onChange={(e) => form.set(hourKey, e.target.value)}
        error={invalid}
        sx={{ flex: 1 }}
      >
        {hours.map((h) => (
          <MenuItem key={h} value={h}>{`${h}:00`}</MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** Court type 5, 8 or 11, then a court of that capacity free for the whole window. */
function CourtFields({ form, club }: { form: FormState; club: MyClub }) {
  const { t } = useTranslation();
  const free = useFreeCourts(windowOf(form.values, club.timeZone));
  const offered = (free.data ?? []).filter((c) => c.capacity === form.values.courtType);
  // Until the window and the type are chosen the form says what to choose; then, if no court
  // of that type is free for the whole window, that none is.
  const asked = free.isSuccess && form.values.courtType !== null;
  const hint = asked ? 'championships.form.noFreeCourt' : 'championships.form.noCourt';
  return (
    <>
      <SegmentedControl
        label={t('championships.form.courtType')}
        options={footballCourtTypes.map((value) => ({ value, label: String(value) }))}
        value={form.values.courtType}
        onChange={(value) => form.set('courtType', value)}
      />
      <CourtSelectField
        form={form}
        label={t('championships.form.court')}
        courts={offered}
        helperText={offered.length === 0 ? t(hint) : undefined}
      />
    </>
  );
}

/** Allowed birth year, invitation type, participants, price and More info. */
function TermsFields({ form }: { form: FormState }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        select
        label={t('championships.form.maxAge')}
        {...textFieldBinding(form, 'maxAge')}
      >
        {allowedBirthYears(new Date()).map((year) => (
          <MenuItem key={year} value={String(year)}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="invite-only-label">{t('championships.form.inviteOnly')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="invite-only-label"
          value={form.values.inviteOnly}
          onChange={(e) => form.set('inviteOnly', e.target.value as '1' | '0')}
        >
          <FormControlLabel
            value="1"
            control={<Radio />}
            label={t('championships.form.requestOnly')}
          />
          <FormControlLabel
            value="0"
            control={<Radio />}
            label={t('championships.form.openForAll')}
          />
        </RadioGroup>
      </FormControl>
      <PlacesPriceDescriptionFields
        form={form}
        placesKey="participantsNumber"
        labels={{
          places: t('championships.form.participantsNumber'),
          price: t('championships.form.price'),
          description: t('championships.form.description'),
        }}
      />
    </>
  );
}

export function ChampionFields({ form, club }: { form: FormState; club: MyClub }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <ReadOnlyClubField label={t('championships.form.club')} club={club} />
      <NameField form={form} label={t('championships.form.name')} />
      <WhenField form={form} end="from" />
      <WhenField form={form} end="to" />
      <CourtFields form={form} club={club} />
      <TermsFields form={form} />
    </Stack>
  );
}
