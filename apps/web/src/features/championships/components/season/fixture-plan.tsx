import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FixturePlacement, FixturePlanBody, MyClub } from '@courtside/shared';
import { isIsoDate } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '@/components/submit-form';
import { refusalMessage } from '@/lib/api-client';
import { useOwnerClub } from '@/lib/api/owner-club';
import type { usePlaceFixtures } from '../../api/place-fixtures';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const lengths = [60, 90, 120] as const;

function HourChoice({
  label,
  value,
  onChange,
  choices,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  choices: readonly number[];
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ flex: 1 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {clock(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The match days, added one at a time from a date field and taken off by their chips. */
function MatchDays({ dates, onChange }: { dates: string[]; onChange: (dates: string[]) => void }) {
  const { t } = useTranslation();
  const [day, setDay] = useState('');
  const add = () => {
    if (isIsoDate(day) && !dates.includes(day)) onChange([...dates, day].sort());
    setDay('');
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          type="date"
          label={t('championships.season.plan.day')}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={add} disabled={!isIsoDate(day)}>
          {t('championships.season.plan.addDay')}
        </Button>
      </Stack>
      <Stack
        direction="row"
        component="ul"
        aria-label={t('championships.season.plan.days')}
        sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
      >
        {dates.map((date) => (
          <li key={date}>
            <Chip
              label={<bdi dir="ltr">{date}</bdi>}
              onDelete={() => onChange(dates.filter((other) => other !== date))}
              slotProps={{ root: { 'aria-label': date } }}
            />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** What the placing did: how many went on the courts, and each that did not fit. */
export function PlacementAnswer({ placement }: { placement: FixturePlacement }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} role="status">
      <Alert severity={placement.notPlaced.length === 0 ? 'success' : 'warning'}>
        {t('championships.season.plan.placed', { count: placement.placed.length })}
        {placement.notPlaced.length > 0 &&
          ` ${t('championships.season.plan.notPlaced', { count: placement.notPlaced.length })}`}
      </Alert>
      {placement.notPlaced.length > 0 && (
        <ul aria-label={t('championships.season.plan.didNotFit')}>
          {placement.notPlaced.map((fixture) => (
            <li key={fixture.fixtureId}>
              {t('championships.season.round', { round: fixture.round })}: {fixture.message}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

type Placing = ReturnType<typeof usePlaceFixtures>;

function PlanForm({ place, club }: { place: Placing; club: MyClub }) {
  const { t } = useTranslation();
  const football = club.courts.filter((court) => court.type === 'football');
  const [plan, setPlan] = useState<FixturePlanBody>({
    dates: [],
    fromHour: 19,
    toHour: 22,
    matchMinutes: 60,
    courts: football.slice(0, 2).map((court) => court.id),
  });
  const ready = plan.dates.length > 0 && plan.courts.length > 0 && plan.toHour > plan.fromHour;
  const toggle = (id: string, on: boolean) =>
    setPlan({
      ...plan,
      courts: on ? [...plan.courts, id] : plan.courts.filter((court) => court !== id),
    });
  return (
    <SubmitForm
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) place.mutate(plan);
      }}
      submitLabel={t('championships.season.plan.submit')}
      submitting={place.isPending}
      incomplete={!ready}
      spacing={2}
    >
      <MatchDays dates={plan.dates} onChange={(dates) => setPlan({ ...plan, dates })} />
      <Stack direction="row" spacing={1}>
        <HourChoice
          label={t('championships.season.plan.from')}
          value={plan.fromHour}
          onChange={(fromHour) => setPlan({ ...plan, fromHour })}
          choices={hours}
        />
        <HourChoice
          label={t('championships.season.plan.to')}
          value={plan.toHour}
          onChange={(toHour) => setPlan({ ...plan, toHour })}
          choices={hours.map((hour) => hour + 1)}
        />
      </Stack>
      <TextField
        select
        label={t('championships.season.plan.length')}
        value={plan.matchMinutes}
        onChange={(event) => setPlan({ ...plan, matchMinutes: Number(event.target.value) })}
      >
        {lengths.map((minutes) => (
          <MenuItem key={minutes} value={minutes}>
            {t('championships.season.plan.minutes', { minutes })}
          </MenuItem>
        ))}
      </TextField>
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <legend>{t('championships.season.plan.courts')}</legend>
        {football.map((court) => (
          <FormControlLabel
            key={court.id}
            label={court.name}
            control={
              <Checkbox
                checked={plan.courts.includes(court.id)}
                onChange={(event) => toggle(court.id, event.target.checked)}
              />
            }
          />
        ))}
      </Stack>
      {place.isError && (
        <Alert severity="error">{refusalMessage(place.error, t('championships.tryLater'))}</Alert>
      )}
    </SubmitForm>
  );
}

/**
 * The owner places the fixtures not placed yet on the club's courts: the match days, the
 * evening's hours, a match's length and the courts. Each claims its court as a booking does;
 * what did not fit is listed, to place on more days.
 */
export function FixturePlan({ place }: { place: Placing }) {
  const club = useOwnerClub();
  if (!club.data) return null;
  return <PlanForm place={place} club={club.data} />;
}
