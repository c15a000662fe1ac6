import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import type { MyClub } from '@courtside/shared';
import {
  activityHorizonWeeks,
  activityMinutes,
  activityRecurrences,
  addDays,
  expandRecurrence,
} from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import {
  CourtSelectField,
  NameField,
  PlacesPriceDescriptionFields,
  ReadOnlyClubField,
} from '@/components/club-offer-fields';
import { formatLongDate } from '@/lib/calendar-date';
import { currentLanguage } from '@/lib/i18n';
import { useTextField, type FormControlOf } from '@/lib/use-text-field';
import { useCoaches } from '../api/coaches';
import { useFreeActivityCourts } from '../api/free-courts';
import { courtPlanOf, type ActivityForm, type ActivityFormValues } from './activity-form-state';
import { CoachDialog } from './coach-dialog';

type ActivityControl = FormControlOf<ActivityFormValues>;

const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const minutes = activityMinutes.map((m) => String(m).padStart(2, '0'));
const newCoach = '__new__';

/** From or To: an hour 00-23 and a minute 00, 15, 30 or 45 (SPEC 5). */
function TimeField({ control, end }: { control: ActivityControl; end: 'from' | 'to' }) {
  const { t } = useTranslation();
  const hour = useTextField(control, end === 'from' ? 'fromH' : 'toH');
  const minute = useTextField(control, end === 'from' ? 'fromM' : 'toM');
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        select
        label={t(`activities.form.${end}Hour`)}
        {...hour}
        helperText={end === 'to' && hour.error ? t('activities.form.toAfterFrom') : undefined}
        sx={{ flex: 1 }}
      >
        {hours.map((h) => (
          <MenuItem key={h} value={h}>
            {h}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t(`activities.form.${end}Minute`)} {...minute} sx={{ flex: 1 }}>
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
function CoachField({ form, club }: { form: ActivityForm; club: MyClub }) {
  const { t } = useTranslation();
  const coaches = useCoaches();
  const coach = useTextField(form.control, 'coach');
  const [creating, setCreating] = useState(false);
  const choose = (id: string) => form.setValue('coach', id);
  return (
    <>
      <TextField
        select
        label={t('activities.form.coach')}
        {...coach}
        onChange={(e) => (e.target.value === newCoach ? setCreating(true) : choose(e.target.value))}
      >
        {(coaches.data ?? []).map((one) => (
          <MenuItem key={one.id} value={one.id}>
            {one.name}
          </MenuItem>
        ))}
        <MenuItem value={newCoach}>{t('activities.form.newCoach')}</MenuItem>
      </TextField>
      <CoachDialog
        open={creating}
        club={club}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          choose(created.id);
          setCreating(false);
        }}
      />
    </>
  );
}

/** How the activity repeats and, when it does, until when, with the dates that makes. */
function RecurrenceField({ control }: { control: ActivityControl }) {
  const { t } = useTranslation();
  const { value, onChange } = useTextField(control, 'recurrence');
  return (
    <FormControl>
      <FormLabel id="recurrence-label">{t('activities.form.recurrence')}</FormLabel>
      <RadioGroup row aria-labelledby="recurrence-label" value={value} onChange={onChange}>
        {activityRecurrences.map((recurrence) => (
          <FormControlLabel
            key={recurrence}
            value={recurrence}
            control={<Radio />}
            label={t(`activities.recurrence.${recurrence}`)}
          />
        ))}
      </RadioGroup>
      {value !== 'date' && <SeriesEndField control={control} />}
    </FormControl>
  );
}

/**
 * Until when a series repeats (at most the 12-week horizon), and what that makes: how many
 * dates, from which to which, so nothing is created that the owner did not see.
 */
function SeriesEndField({ control }: { control: ActivityControl }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const lastDate = useTextField(control, 'lastDate');
  const { date, recurrence } = useWatch({ control }) as ActivityFormValues;
  const { dates } = date
    ? expandRecurrence({ date, recurrence, ...(lastDate.value && { lastDate: lastDate.value }) })
    : { dates: [] };
  const first = dates[0];
  const last = dates.at(-1);
  return (
    <TextField
      type="date"
      label={t('activities.form.lastDate')}
      {...lastDate}
      sx={{ mt: 1 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: date
          ? { min: date, max: addDays(date, activityHorizonWeeks * 7 - 1) }
          : undefined,
      }}
      helperText={
        first && last
          ? t('activities.form.seriesDates', {
              count: dates.length,
              first: formatLongDate(first, locale),
              last: formatLongDate(last, locale),
            })
          : t('activities.form.lastDateHint', { weeks: activityHorizonWeeks })
      }
    />
  );
}

/** Only courts free at every date of the activity are offered. */
function CourtField({ control }: { control: ActivityControl }) {
  const { t } = useTranslation();
  const plan = courtPlanOf(useWatch({ control }) as ActivityFormValues);
  const free = useFreeActivityCourts(plan);
  const offered = free.data ?? [];
  return (
    <CourtSelectField
      control={control}
      label={t('activities.form.court')}
      courts={offered}
      helperText={
        plan && free.isSuccess && offered.length === 0 ? t('activities.form.noCourt') : undefined
      }
    />
  );
}

export function ActivityFields({ form, club }: { form: ActivityForm; club: MyClub }) {
  const { t } = useTranslation();
  const { control } = form;
  const date = useTextField(control, 'date');
  return (
    <Stack spacing={2}>
      <ReadOnlyClubField label={t('activities.form.club')} club={club} />
      <NameField control={control} label={t('activities.form.name')} />
      <CoachField form={form} club={club} />
      <TimeField control={control} end="from" />
      <TimeField control={control} end="to" />
      <TextField
        type="date"
        label={t('activities.form.date')}
        {...date}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <RecurrenceField control={control} />
      <CourtField control={control} />
      <PlacesPriceDescriptionFields
        control={control}
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
