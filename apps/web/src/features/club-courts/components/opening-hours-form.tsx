import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OpeningDay } from '@courtside/shared';
import { clubWeekOrder, minuteOfTime, openingTimes } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { useSharedSchema } from '@/lib/shared-schemas';
import { weekdayNames } from '@/lib/peak-text';
import { useToast } from '@/components/toast';
import { useSaveOpeningHours } from '../api/save-opening-hours';

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
    <TextField
      select
      size="small"
      label={t(`clubHours.${field}`)}
      value={day[field]}
      disabled={!day.open}
      error={invalid}
      onChange={(event) => onChange({ ...day, [field]: event.target.value })}
      sx={{ minWidth: 96 }}
    >
      {choices[field].map((time) => (
        <MenuItem key={time} value={time}>
          {time}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack component="li" spacing={1} sx={{ listStyle: 'none', py: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={day.open}
            onChange={(event) => onChange({ ...day, open: event.target.checked })}
          />
        }
        label={
          day.open ? t('clubHours.openOn', { day: name }) : t('clubHours.closedOn', { day: name })
        }
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {timeField('opens')}
        {timeField('closes')}
        <Button size="small" disabled={invalid} onClick={() => onApplyToAll(day)}>
          {t('clubHours.applyToAll', { day: name })}
        </Button>
      </Stack>
      {invalid && (
        <Typography variant="caption" color="error">
          {t('clubHours.hoursOrder')}
        </Typography>
      )}
    </Stack>
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
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        {t('clubHours.openingHours')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('clubHours.openingHint')}
      </Typography>
      <Stack component="ul" aria-label={t('clubHours.openingHours')} sx={{ p: 0, m: 0 }}>
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
      </Stack>
      {save.isError && (
        <Typography color="error" role="alert">
          {t('courtsAdmin.saveFailed')}
        </Typography>
      )}
      <Button
        variant="contained"
        onClick={submit}
        disabled={!body?.success}
        loading={save.isPending}
      >
        {t('clubHours.saveHours')}
      </Button>
    </Stack>
  );
}
