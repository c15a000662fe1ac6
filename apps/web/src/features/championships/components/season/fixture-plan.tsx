import { useState } from 'react';
import type { FixturePlacement, FixturePlanBody, MyClub } from '@courtside/shared';
import { isIsoDate } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { cancelIcon } from '@/components/icons/cancel';
import { SubmitForm } from '@/components/submit-form';
import { Checkbox } from '@/components/switch';
import { SelectField, TextField } from '@/components/text-field';
import { refusalMessage } from '@/lib/api-client';
import { useOwnerClub } from '@/lib/api/owner-club';
import type { usePlaceFixtures } from '../../api/place-fixtures';
import styles from './season-parts.module.css';

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
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {clock(choice)}
        </option>
      ))}
    </SelectField>
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
    <div className={styles.days}>
      <div className={styles.dayRow}>
        <TextField
          type="date"
          label={t('championships.season.plan.day')}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          shrinkLabel
        />
        <Button variant="outlined" onClick={add} disabled={!isIsoDate(day)}>
          {t('championships.season.plan.addDay')}
        </Button>
      </div>
      <ul aria-label={t('championships.season.plan.days')} className={styles.chips}>
        {dates.map((date) => (
          <li key={date} className={styles.chip}>
            <bdi dir="ltr">{date}</bdi>
            <button
              type="button"
              className={styles.chipDelete}
              aria-label={t('championshipTeams.removeNamed', { name: date })}
              onClick={() => onChange(dates.filter((other) => other !== date))}
            >
              <Icon path={cancelIcon} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the placing did: how many went on the courts, and each that did not fit. */
export function PlacementAnswer({ placement }: { placement: FixturePlacement }) {
  const { t } = useTranslation();
  return (
    <div className={styles.placement} role="status">
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
    </div>
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
      <div className={styles.row}>
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
      </div>
      <SelectField
        label={t('championships.season.plan.length')}
        value={plan.matchMinutes}
        onChange={(event) => setPlan({ ...plan, matchMinutes: Number(event.target.value) })}
      >
        {lengths.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('championships.season.plan.minutes', { minutes })}
          </option>
        ))}
      </SelectField>
      <fieldset className={styles.courts}>
        <legend>{t('championships.season.plan.courts')}</legend>
        {football.map((court) => (
          <Checkbox
            key={court.id}
            label={court.name}
            checked={plan.courts.includes(court.id)}
            onChange={(on) => toggle(court.id, on)}
          />
        ))}
      </fieldset>
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
