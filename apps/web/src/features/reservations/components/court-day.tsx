import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CourtDetail, Slot } from '@courtside/shared';
import {
  checkSlotChoice,
  clubToday,
  daySlots,
  halfHoursClaimed,
  minuteOfTime,
  onSale,
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
import {
  DurationFilterSegment,
  durationOfFilter,
  type DurationFilter,
} from './duration-filter-segment';
import { gridStep } from './grid-step';
import { reservationHolder } from './reservation-text';
import { useSlotToast } from '../../../components/slot-toast';
import { openedLazily } from '@/components/opened-lazily';
import styles from './court-day.module.css';

// Who booked an hour loads when a taken hour is first opened.
const ReservationSheet = openedLazily(
  async () => (await import('./reservation-sheet')).ReservationSheet,
  ({ reservation }) => reservation !== null,
);

/**
 * The minutes a row of the answer holds, read from its start and end (one that ends at
 * midnight too): the answer lists a booking by the stretches of its court time.
 */
const minutesHeld = ({ startTime, endTime, duration }: CourtReservation) =>
  (minuteOfTime(endTime) - minuteOfTime(startTime) + 24 * 60) % (24 * 60) || duration;

/** What the day's grid reads: each row of the answer as the court time it holds. */
const heldTime = (reservations: readonly CourtReservation[]) =>
  reservations.map((reservation) => ({ ...reservation, duration: minutesHeld(reservation) }));

/** Every half hour a reservation holds, so any of its slots opens it and names its holder. */
function halfHoursHeld(reservations: readonly CourtReservation[]) {
  return new Map(
    reservations.flatMap((reservation) =>
      halfHoursClaimed(minuteOfTime(reservation.startTime), minutesHeld(reservation)).map(
        (half) => [half, reservation] as const,
      ),
    ),
  );
}

/**
 * SPEC 2 Court booking for owner: one court's day with who holds each taken slot. A free start
 * opens the walk-in booking; a taken one shows who booked it, how and whether it is paid. The
 * lengths and starts are the club's terms for the court's sport.
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
  const { sale } = court;
  const duration = durationOfFilter(filter, sale.lengths);

  const reservations = useCourtReservations(court.id, date);
  // The hours the club's opening hours and closures shut, read as the players' grid reads them.
  const closed = useDayClosed(court.club.id, date);
  const ownClosed = (closed.data?.courts ?? []).filter((one) => one.courtId === court.id);
  const byHalfHour = useMemo(() => halfHoursHeld(reservations.data ?? []), [reservations.data]);
  const slots = daySlots({
    date,
    duration,
    startEvery: gridStep(
      sale.startEvery,
      (reservations.data ?? []).map((r) => r.startTime),
    ),
    bookings: heldTime(reservations.data ?? []),
    closedHalfHours: ownClosed[0]?.halfHours ?? [],
    timeZone,
    now,
  });

  const choose = (start: number) => {
    // The owner asks who holds a taken slot: that is an answer, not a refusal.
    const taken = byHalfHour.get(start);
    if (taken) return setOpened(taken);
    const choice = checkSlotChoice(slots, { start, duration });
    // A half-hour row drawn for an earlier booking is no start the club sells.
    if (choice.kind === 'ok' && !onSale(sale, start, duration))
      return showSlotToast('notAvailable');
    if (choice.kind === 'ok') {
      void navigate(
        walkInPath({
          court: court.name,
          courtID: court.id,
          clubID: court.club.id,
          photo: court.photo ?? '',
          date,
          ...slotTimes(start, duration),
          duration: String(duration),
        }),
      );
      return;
    }
    showSlotToast(choice.toast);
  };

  const holderOf = (slot: Slot) => {
    const reservation = slot.state === 'booked' ? byHalfHour.get(slot.start) : undefined;
    return reservation && reservationHolder(t, reservation);
  };

  return (
    <div className={styles.day}>
      <DayStrip value={date} onChange={selectDate} today={today} />
      <DurationFilterSegment lengths={sale.lengths} value={filter} onChange={setFilter} />
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
          selectedStart={null}
          onSelect={choose}
          secondaryText={holderOf}
        />
      )}
      <ReservationSheet reservation={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
