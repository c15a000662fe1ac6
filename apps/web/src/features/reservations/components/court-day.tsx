import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import type { CourtDetail, DurationFilter, Slot } from '@courtside/shared';
import {
  checkSlotChoice,
  clubToday,
  daySlots,
  durationOfFilter,
  hourOfStartTime,
  slotTimes,
} from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { DayStrip } from '../../../components/day-strip';
import { ErrorState } from '../../../components/error-state';
import { SlotGrid, SlotGridSkeleton } from '../../../components/slot-grid';
import { useCourtReservations, type CourtReservation } from '../api/court-reservations';
import { useDayClosed } from '@/lib/api/day-closed';
import { closuresOf } from '@/lib/day-closures';
import { ClosureNotes } from '../../../components/closure-notes';
import { walkInPath } from '@/lib/paths';
import { useDayParam } from '@/lib/use-day-param';
import { DurationFilterSegment } from './duration-filter-segment';
import { reservationHolder } from './reservation-text';
import { useSlotToast } from '../../../components/slot-toast';
import { openedLazily } from '@/components/opened-lazily';

// Who booked an hour loads when a taken hour is first opened.
const ReservationSheet = openedLazily(
  async () => (await import('./reservation-sheet')).ReservationSheet,
  ({ reservation }) => reservation !== null,
);

/**
 * SPEC 2 Court booking for owner: one court's day with who holds each taken hour. A free hour
 * opens the walk-in booking; a taken one shows who booked it, how and whether it is paid.
 */
export function CourtDay({ court }: { court: CourtDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showSlotToast = useSlotToast();
  const [filter, setFilter] = useState<DurationFilter>('all');
  const [opened, setOpened] = useState<CourtReservation | null>(null);

  const now = new Date();
  const timeZone = court.club.timeZone;
  const today = clubToday(timeZone, now);
  const [date, selectDate] = useDayParam(today);
  const duration = durationOfFilter(filter);

  const reservations = useCourtReservations(court.id, date);
  // The hours the club's opening hours and closures shut, read as the players' grid reads them.
  const closed = useDayClosed(court.club.id, date);
  const ownClosed = (closed.data?.courts ?? []).filter((one) => one.courtId === court.id);
  const byHour = useMemo(
    () => new Map((reservations.data ?? []).map((r) => [hourOfStartTime(r.startTime), r])),
    [reservations.data],
  );
  const slots = daySlots({
    date,
    duration,
    bookings: reservations.data ?? [],
    closedHours: ownClosed[0]?.hours ?? [],
    timeZone,
    now,
  });

  const choose = (hour: number) => {
    // The owner asks who holds a taken hour: that is an answer, not a refusal.
    const taken = byHour.get(hour);
    if (taken) return setOpened(taken);
    const choice = checkSlotChoice(slots, { hour, duration });
    if (choice.kind === 'ok') {
      void navigate(
        walkInPath({
          court: court.name,
          courtID: court.id,
          clubID: court.club.id,
          photo: court.photo ?? '',
          date,
          ...slotTimes(hour, duration),
          duration: String(duration),
        }),
      );
      return;
    }
    showSlotToast(choice.toast);
  };

  const holderOf = (slot: Slot) => {
    const reservation = slot.state === 'booked' ? byHour.get(slot.hour) : undefined;
    return reservation && reservationHolder(t, reservation);
  };

  return (
    <Stack spacing={2.5}>
      <DayStrip value={date} onChange={selectDate} today={today} />
      <DurationFilterSegment value={filter} onChange={setFilter} />
      <ClosureNotes closures={closuresOf(ownClosed, [court])} />
      {/* Until the closed hours are known, a closed hour would show as free. */}
      {reservations.isPending || closed.isPending ? (
        <SlotGridSkeleton wide />
      ) : reservations.isError ? (
        <ErrorState
          onRetry={() => void reservations.refetch()}
          retrying={reservations.isFetching}
        />
      ) : (
        <SlotGrid
          label={t('reservations.hours')}
          slots={slots}
          selectedHour={null}
          onSelect={choose}
          secondaryText={holderOf}
        />
      )}
      <ReservationSheet reservation={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
