import { useEffect, useState } from 'react';
import type { ClubSummary, CourtDetail } from '@courtside/shared';
import { clubToday } from '@courtside/shared/rules';
import { closuresOf } from '@/lib/day-closures';
import { useDayParam } from '@/lib/use-day-param';
import { useDayBookings, type DayBooking } from '../api/day-bookings';
import { useDayClosed } from '@/lib/api/day-closed';
import { useMyHolds } from '../api/my-holds';
import { holdsOfDay } from './own-holds';

// Often enough for a hold's minutes left and for hours that pass while the grid is open.
const clockTickMs = 15_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), clockTickMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The club's day on the grid: the day asked for in the link (today by default), what is taken
 * on the chosen courts, and which of those hours the player holds while paying.
 */
export function useClubDay(club: ClubSummary, courts: readonly CourtDetail[]) {
  const now = useNow();
  const today = clubToday(club.timeZone, now);
  const [date, selectDate] = useDayParam(today);
  const courtIds = courts.map((court) => court.id);
  const bookings = useDayBookings(date, courtIds);
  const closed = useDayClosed(club.id, date);
  const holds = useMyHolds();
  const closedCourts = (closed.data?.courts ?? []).filter((court) =>
    courtIds.includes(court.courtId),
  );

  return {
    now,
    today,
    date,
    selectDate,
    bookings,
    bookingsOf: (courtId: string): DayBooking[] =>
      (bookings.data ?? []).filter((booking) => booking.courtId === courtId),
    /** The court's closed half hours that day ('HH:mm'): unavailable, whatever is booked. */
    closedOf: (courtId: string): string[] =>
      closedCourts.find((court) => court.courtId === courtId)?.halfHours ?? [],
    /** The closures touching the day, with the courts each closes (all of them for the club). */
    closures: closuresOf(closedCourts, courts),
    /** Until the closed hours are known, a closed hour would show as free. */
    closedPending: closed.isPending,
    holds,
    dayHolds: holdsOfDay(holds.data ?? [], date, courtIds, now),
  };
}

export type ClubDay = ReturnType<typeof useClubDay>;
