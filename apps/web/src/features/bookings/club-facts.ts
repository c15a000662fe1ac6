import type { CourtDetail, DayClosedHours, LatLng, OpeningDay, Sport } from '@courtside/shared';
import { clubWeekOrder } from '@courtside/shared/rules';
import { closuresOf, type DayClosure } from '@/lib/day-closures';

/** The sports a club's courts are for, each once, in the order the courts list them. */
export function sportsOf(courts: readonly Pick<CourtDetail, 'type'>[]): Sport[] {
  return [...new Set(courts.map((court) => court.type))];
}

/** Weekdays in a row (Monday first) with the same hours, club-local 'HH:mm'. */
export interface WeekLine {
  /** 0 is Sunday, as OpeningDay counts. */
  firstDay: number;
  lastDay: number;
  open: boolean;
  opens: string;
  closes: string;
}

/**
 * The club's week as its page says it: days in a row with the same hours on one line (closed
 * days together whatever hours they keep), so a club open alike every day has a single line.
 */
export function weekLines(days: readonly OpeningDay[]): WeekLine[] {
  const lines: WeekLine[] = [];
  for (const weekday of clubWeekOrder) {
    const day = days.find((one) => one.weekday === weekday);
    if (!day) continue;
    const line = { open: day.open, opens: day.opens, closes: day.closes };
    const last = lines.at(-1);
    const same =
      last?.open === line.open &&
      (!line.open || (last.opens === line.opens && last.closes === line.closes));
    if (last && same) last.lastDay = weekday;
    else lines.push({ firstDay: weekday, lastDay: weekday, ...line });
  }
  return lines;
}

/** How the club stands today: closed all day (by a closure, or its weekday), or its hours. */
export type TodayHours =
  | { kind: 'closure'; reason: string }
  | { kind: 'closed' }
  | { kind: 'open'; opens: string; closes: string; courtClosures: DayClosure[] };

export function todayHours(
  today: DayClosedHours,
  courts: readonly Pick<CourtDetail, 'id' | 'name'>[],
): TodayHours {
  const closures = closuresOf(today.courts, courts);
  const wholeClub = closures.find((closure) => closure.courts === null);
  if (wholeClub) return { kind: 'closure', reason: wholeClub.reason };
  if (!today.opening.open) return { kind: 'closed' };
  return {
    kind: 'open',
    opens: today.opening.opens,
    closes: today.opening.closes,
    courtClosures: closures,
  };
}

/** A map search of the club's position, which phones open in their maps app. */
export function mapsUrl({ latitude, longitude }: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
