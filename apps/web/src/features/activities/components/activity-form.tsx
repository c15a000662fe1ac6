import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  activityMinutes,
  activityRecurrences,
  type ActivityRecurrence,
  type MyClub,
} from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import {
  CourtSelectField,
  NameField,
  PlacesPriceDescriptionFields,
  ReadOnlyClubField,
} from '@/components/club-offer-fields';
import { textFieldBinding } from '@/lib/text-field-binding';
import { useCoaches } from '../api/coaches';
import { useFreeActivityCourts } from '../api/free-courts';
import { courtPlanOf, type useActivityFormState } from './activity-form-state';
import { CoachDialog } from './coach-dialog';

type FormState = ReturnType<typeof useActivityFormState>;

const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const minutes = activityMinutes.map((m) => String(m).padStart(2, '0'));
const newCoach = '__new__';

/** From or To: an hour 00-23 and a minute 00, 15, 30 or 45 (SPEC 5). */
function TimeField({ form, end }: { form: FormState; end: 'from' | 'to' }) {
  const { t } = useTranslation();
  const hourKey = end === 'from' ? 'fromH' : 'toH';
  const minuteKey = end === 'from' ? 'fromM' : 'toM';
  const invalid = !!form.errors[hourKey];
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        label={t(`activities.form.${end}Hour`)}
        value={form.values[hourKey]}
        onChange={(e) => form.set(hourKey, e.target.value)}
        error={invalid}
        helperText={end === 'to' && invalid ? t('activities.form.toAfterFrom') : undefined}
        sx={{ flex: 1 }}
      >
        {hours.map((h) => (
          <MenuItem key={h} value={h}>
            {h}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t(`activities.form.${end}Minute`)}
        value={form.values[minuteKey]}
        onChange={(e) => form.set(minuteKey, e.target.value)}
        sx={{ flex: 1 }}
      >
        {minutes.map((m) => (
          <MenuItem key={m} value={m}>
            {m}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** The coach select, whose 'Create New one' opens the coach modal (SPEC 2, 4). */
function CoachField({ form, club }: { form: FormState; club: MyClub }) {
  const { t } = useTranslation();
  const coaches = useCoaches();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <TextField
        select
        label={t('activities.form.coach')}
        value={form.values.coach}
        error={!!form.errors.coach}
        onChange={(e) =>
          e.target.value === newCoach ? setCreating(true) : form.set('coach', e.target.value)
        }
      >
        {(coaches.data ?? []).map((coach) => (
          <MenuItem key={coach.id} value={coach.id}>
            {coach.name}
          </MenuItem>
        ))}
        <MenuItem value={newCoach}>{t('activities.form.newCoach')}</MenuItem>
      </TextField>
      <CoachDialog
        open={creating}
        clubId={club.id}
        onClose={() => setCreating(false)}
        onCreated={(coach) => {
          form.set('coach', coach.id);
          setCreating(false);
        }}
      />
    </>
  );
}

function RecurrenceField({ form }: { form: FormState }) {
  const { t } = useTranslation();
  return (
    <FormControl>
      <FormLabel id="recurrence-label">{t('activities.form.recurrence')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="recurrence-label"
        value={form.values.recurrence}
        onChange={(e) => form.set('recurrence', e.target.value as ActivityRecurrence)}
      >
        {activityRecurrences.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={t(`activities.recurrence.${value}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Only courts free at every date of the activity are offered. */
function CourtField({ form }: { form: FormState }) {
  const { t } = useTranslation();
  const plan = courtPlanOf(form.values);
  const free = useFreeActivityCourts(plan);
  const offered = free.data ?? [];
  return (
    <CourtSelectField
      form={form}
      label={t('activities.form.court')}
      courts={offered}
      helperText={
        plan && free.isSuccess && offered.length === 0 ? t('activities.form.noCourt') : undefined
      }
    />
  );
}

export function ActivityFields({ form, club }: { form: FormState; club: MyClub }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <ReadOnlyClubField label={t('activities.form.club')} club={club} />
      <NameField form={form} label={t('activities.form.name')} />
      <CoachField form={form} club={club} />
      <TimeField form={form} end="from" />
      <TimeField form={form} end="to" />
      <TextField
        type="date"
        label={t('activities.form.date')}
        {...textFieldBinding(form, 'date')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <RecurrenceField form={form} />
      <CourtField form={form} />
      <PlacesPriceDescriptionFields
        form={form}
        placesKey="seatsnumber"
        labels={{
          places: t('activities.form.seatsnumber'),
          price: t('activities.form.price'),
          description: t('activities.form.description'),
        }}
      />
    </Stack>
  );
}
