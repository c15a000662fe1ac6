import { useState } from 'react';
import type { OpeningDay } from '@courtside/shared';
import { clubWeekOrder, minuteOfTime, openingTimes } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Switch } from '@/components/switch';
import { SelectField } from '@/components/text-field';
import { useSharedSchema } from '@/lib/shared-schemas';
import { weekdayNames } from '@/lib/peak-text';
import { useToast } from '@/components/toast';
import { useSaveOpeningHours } from '../api/save-opening-hours';
import settings from './settings.module.css';
import styles from './opening-hours-form.module.css';

/** A club opens at any half hour but midnight's end, and closes at any but the day's start. */
const choices = { opens: openingTimes.slice(0, -1), closes: openingTimes.slice(1) } as const;

interface DayRowProps {
  day: OpeningDay;
  name: string;
  onChange: (day: OpeningDay) => void;
  /** Gives every day of the week this day's hours (or closes them all). */
  onApplyToAll: (day: OpeningDay) => void;
}

/** One weekday: open or closed, and when it opens and closes, on the hour or the half hour. */
function DayRow({ day, name, onChange, onApplyToAll }: DayRowProps) {
  const { t } = useTranslation();
  const invalid = day.open && minuteOfTime(day.closes) <= minuteOfTime(day.opens);
  const timeField = (field: 'opens' | 'closes') => (
    <SelectField
      size="small"
      label={t(`clubHours.${field}`)}
      value={day[field]}
      disabled={!day.open}
      // Both ends are refused while they are the wrong way round; the line under the row says why.
      invalid={invalid}
      className={styles.time}
      onChange={(event) => onChange({ ...day, [field]: event.target.value })}
    >
      {choices[field].map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </SelectField>
  );
  return (
    <li className={styles.day}>
      <Switch
        checked={day.open}
        onChange={(open) => onChange({ ...day, open })}
        label={
          day.open ? t('clubHours.openOn', { day: name }) : t('clubHours.closedOn', { day: name })
        }
      />
      <div className={styles.times}>
        {timeField('opens')}
        {timeField('closes')}
        <Button size="small" disabled={invalid} onClick={() => onApplyToAll(day)}>
          {t('clubHours.applyToAll', { day: name })}
        </Button>
      </div>
      {invalid && <p className={styles.order}>{t('clubHours.hoursOrder')}</p>}
    </li>
  );
}

/** The club's week: each day open or closed, and when it opens and closes. */
export function OpeningHoursForm({ initial }: { initial: readonly OpeningDay[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveOpeningHours();
  const [days, setDays] = useState<OpeningDay[]>([...initial]);
  const names = weekdayNames();
  const body = useSharedSchema('openingHoursBodySchema')?.safeParse({ days });
  const change = (next: OpeningDay) =>
    setDays((current) => current.map((day) => (day.weekday === next.weekday ? next : day)));
  const applyToAll = (source: OpeningDay) =>
    setDays((current) => current.map((day) => ({ ...source, weekday: day.weekday })));
  const submit = () => {
    if (body?.success)
      save.mutate(body.data, {
        onSuccess: () => toast.show({ message: t('clubHours.hoursSaved'), severity: 'success' }),
      });
  };
  return (
    <div className={styles.form}>
      <h2 className={settings.title}>{t('clubHours.openingHours')}</h2>
      <p className={settings.hint}>{t('clubHours.openingHint')}</p>
      <ul className={styles.week} aria-label={t('clubHours.openingHours')}>
        {clubWeekOrder.map((weekday) => {
          const day = days.find((one) => one.weekday === weekday)!;
          return (
            <DayRow
              key={weekday}
              day={day}
              name={names[weekday]!}
              onChange={change}
              onApplyToAll={applyToAll}
            />
          );
        })}
      </ul>
      {save.isError && (
        <p className={settings.failed} role="alert">
          {t('courtsAdmin.saveFailed')}
        </p>
      )}
      <Button
        variant="contained"
        onClick={submit}
        disabled={!body?.success}
        loading={save.isPending}
      >
        {t('clubHours.saveHours')}
      </Button>
    </div>
  );
}
