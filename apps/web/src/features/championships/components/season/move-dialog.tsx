import { useState } from 'react';
import { clubHourToUtc, isIsoDate } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/dialog';
import { SelectField, TextField } from '@/components/text-field';
import { useToast } from '@/components/toast';
import { refusalMessage } from '@/lib/api-client';
import { useOwnerClub } from '@/lib/api/owner-club';
import { useMoveFixture } from '../../api/move-fixture';
import { clubLocal } from '../../championship-query';
import type { FixtureView } from '../../season-view';
import styles from './season-parts.module.css';

const starts = Array.from({ length: 48 }, (_, half) => half * 30);
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The start chosen on the club's clock, as an instant; null for a day it cannot read. */
function startOf(date: string, minutes: number, timeZone: string): string | null {
  if (!isIsoDate(date)) return null;
  const hour = clubHourToUtc(date, Math.floor(minutes / 60), timeZone);
  return hour && new Date(Date.parse(hour) + (minutes % 60) * 60_000).toISOString();
}

/** The fixture's day and start on the club's clock; an evening's 19:00 when it has none. */
function whereNow(fixture: FixtureView, timeZone: string) {
  if (!fixture.startsAt) return { date: '', minutes: 19 * 60 };
  const { date, time } = clubLocal(fixture.startsAt, timeZone);
  return { date, minutes: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) };
}

/** The court, day and start the fixture moves to: where it is now to begin with. */
function useMoveChoice(fixture: FixtureView, timeZone: string) {
  const club = useOwnerClub();
  const football = (club.data?.courts ?? []).filter((court) => court.type === 'football');
  const now = whereNow(fixture, timeZone);
  const [court, setCourt] = useState(
    football.find((c) => c.name === fixture.court)?.id ?? football[0]?.id ?? '',
  );
  const [date, setDate] = useState(now.date);
  const [minutes, setMinutes] = useState(now.minutes);
  return {
    football,
    court,
    setCourt,
    date,
    setDate,
    minutes,
    setMinutes,
    startsAt: startOf(date, minutes, timeZone),
  };
}

function MoveFields({ choice }: { choice: ReturnType<typeof useMoveChoice> }) {
  const { t } = useTranslation();
  return (
    <div className={styles.fields}>
      <SelectField
        label={t('championships.court')}
        value={choice.court}
        onChange={(event) => choice.setCourt(event.target.value)}
      >
        {choice.football.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <div className={styles.row}>
        <TextField
          type="date"
          label={t('championships.season.plan.day')}
          value={choice.date}
          onChange={(event) => choice.setDate(event.target.value)}
          shrinkLabel
        />
        <SelectField
          label={t('championships.season.move.start')}
          value={choice.minutes}
          onChange={(event) => choice.setMinutes(Number(event.target.value))}
        >
          {starts.map((start) => (
            <option key={start} value={start}>
              {clock(start)}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}

/**
 * The owner moves one fixture to another court, day or time; its court is claimed again (a
 * taken one is refused, as a booking would be) and both teams are told.
 */
export function MoveDialog({
  championshipId,
  fixture,
  timeZone,
  onClose,
}: {
  championshipId: string;
  fixture: FixtureView;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const move = useMoveFixture(championshipId);
  const choice = useMoveChoice(fixture, timeZone);
  const { startsAt, court } = choice;
  const save = () =>
    startsAt &&
    move.mutate(
      { fixtureId: fixture.id, court, startsAt },
      {
        onSuccess: () => {
          toast.show({ message: t('championships.season.move.saved'), severity: 'success' });
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>{t('championships.season.move.title', { number: fixture.number })}</DialogTitle>
      <DialogContent>
        <div className={styles.fields}>
          <DialogDescription>{t('championships.season.move.hint')}</DialogDescription>
          <MoveFields choice={choice} />
          {move.isError && (
            <Alert severity="error">
              {refusalMessage(move.error, t('championships.tryLater'))}
            </Alert>
          )}
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('championships.season.cancel')}</Button>
        <Button
          variant="contained"
          loading={move.isPending}
          disabled={!startsAt || !court}
          onClick={save}
        >
          {t('championships.season.move.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
