import { useEffect, useState } from 'react';
import { clubToday, type ClubSummary, type CourtDetail } from '@courtside/shared';
import { useDayParam } from '@/lib/use-day-param';
import { useDayBookings, type DayBooking } from '../api/day-bookings';
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
  const holds = useMyHolds();

  return {
    now,
    today,
    date,
    selectDate,
    bookings,
    bookingsOf: (courtId: string): DayBooking[] =>
      (bookings.data ?? []).filter((booking) => booking.courtId === courtId),
    holds,
    dayHolds: holdsOfDay(holds.data ?? [], date, courtIds, now),
  };
}

export type ClubDay = ReturnType<typeof useClubDay>;
