import { useId, useState } from 'react';
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
  NoChoiceYet,
  PlacesPriceDescriptionFields,
  ReadOnlyClubField,
  useCheckedTextField,
} from '@/components/club-offer-fields';
import { ChoiceGroup } from '@/components/choice-group';
import { Radio } from '@/components/radio-group';
import { SelectField, TextField } from '@/components/text-field';
import { formatLongDate } from '@/lib/calendar-date';
import { currentLanguage } from '@/lib/i18n';
import { useTextField, type FormControlOf } from '@/lib/use-text-field';
import { useCoaches } from '../api/coaches';
import { useFreeActivityCourts } from '../api/free-courts';
import { courtPlanOf, type ActivityForm, type ActivityFormValues } from './activity-form-state';
import styles from './activity-form.module.css';
import { CoachDialog } from './coach-dialog';

type ActivityControl = FormControlOf<ActivityFormValues>;

const hours = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const minutes = activityMinutes.map((m) => String(m).padStart(2, '0'));
const newCoach = '__new__';

/** From or To: an hour 00-23 and a minute 00, 15, 30 or 45 (SPEC 5). */
function TimeField({ control, end }: { control: ActivityControl; end: 'from' | 'to' }) {
  const { t } = useTranslation();
  const hour = useCheckedTextField(control, end === 'from' ? 'fromH' : 'toH');
  const minute = useCheckedTextField(control, end === 'from' ? 'fromM' : 'toM');
  // The end before the start is refused on the end's hour, and said so.
  const hourError = end === 'to' && hour.error ? t('activities.form.toAfterFrom') : hour.error;
  return (
    <div className={styles.time}>
      <SelectField
        label={t(`activities.form.${end}Hour`)}
        {...hour}
        error={hourError}
        className={styles.half}
      >
        <NoChoiceYet />
        {hours.map((h) => (
          <option key={h} value={h}>
            {h}
          </option>
        ))}
      </SelectField>
      <SelectField label={t(`activities.form.${end}Minute`)} {...minute} className={styles.half}>
        <NoChoiceYet />
        {minutes.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** The coach select, whose 'Create New one' opens the coach modal (SPEC 2, 4). */
function CoachField({ form, club }: { form: ActivityForm; club: MyClub }) {
  const { t } = useTranslation();
  const coaches = useCoaches();
  const coach = useCheckedTextField(form.control, 'coach');
  const [creating, setCreating] = useState(false);
  const choose = (id: string) => form.setValue('coach', id);
  return (
    <>
      <SelectField
        label={t('activities.form.coach')}
        {...coach}
        onChange={(e) => (e.target.value === newCoach ? setCreating(true) : choose(e.target.value))}
      >
        <NoChoiceYet />
        {(coaches.data ?? []).map((one) => (
          <option key={one.id} value={one.id}>
            {one.name}
          </option>
        ))}
        <option value={newCoach}>{t('activities.form.newCoach')}</option>
      </SelectField>
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
  const name = useId();
  return (
    <div className={styles.recurrence}>
      <ChoiceGroup legend={t('activities.form.recurrence')} radios row>
        {() =>
          activityRecurrences.map((recurrence) => (
            <Radio
              key={recurrence}
              label={t(`activities.recurrence.${recurrence}`)}
              name={name}
              value={recurrence}
              checked={value === recurrence}
              onChange={() => onChange(recurrence)}
            />
          ))
        }
      </ChoiceGroup>
      {value !== 'date' && <SeriesEndField control={control} />}
    </div>
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
  const helper =
    first && last
      ? t('activities.form.seriesDates', {
          count: dates.length,
          first: formatLongDate(first, locale),
          last: formatLongDate(last, locale),
        })
      : t('activities.form.lastDateHint', { weeks: activityHorizonWeeks });
  return (
    <TextField
      type="date"
      label={t('activities.form.lastDate')}
      {...lastDate}
      shrinkLabel
      {...(date && { min: date, max: addDays(date, activityHorizonWeeks * 7 - 1) })}
      // A refused end says what it may be: the dates it makes, or how far ahead it may go.
      error={lastDate.error ? helper : undefined}
      helper={helper}
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
  const date = useCheckedTextField(control, 'date');
  return (
    <div className={styles.fields}>
      <ReadOnlyClubField label={t('activities.form.club')} club={club} />
      <NameField control={control} label={t('activities.form.name')} />
      <CoachField form={form} club={club} />
      <TimeField control={control} end="from" />
      <TimeField control={control} end="to" />
      <TextField type="date" label={t('activities.form.date')} {...date} shrinkLabel />
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
    </div>
  );
}
