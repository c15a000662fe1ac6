import { addDays, clubHourToUtc, weekdayOf } from '@courtside/shared';

/**
 * A report's period as instants, and the club-clock facts its SQL groups by: the UTC offset
 * in force from each instant on (a daylight-saving change splits a year in two or three) and
 * the instant each week starts. Bookings run from 6 to 22, so a club-local day is cut at 4.
 */
const dayCutHour = 4;
const minuteMs = 60_000;

function dayStart(date: string, timeZone: string): string {
  return (
    clubHourToUtc(date, dayCutHour, timeZone) ?? clubHourToUtc(date, dayCutHour + 1, timeZone)!
  );
}

function offsetMinutes(date: string, timeZone: string): number {
  const noon = clubHourToUtc(date, 12, timeZone)!;
  return (Date.parse(`${date}T12:00:00.000Z`) - Date.parse(noon)) / minuteMs;
}

export interface OffsetSegment {
  /** The first instant (inclusive) at which `offset` applies; the first segment has none. */
  fromIso: string | null;
  offset: number;
}

export interface ReportCalendar {
  fromIso: string;
  toIso: string;
  days: number;
  segments: OffsetSegment[];
  /** Each week's first date in the period and the instant it starts (the first has none). */
  weeks: Array<{ start: string; fromIso: string | null }>;
}

export function reportCalendar(from: string, to: string, timeZone: string): ReportCalendar {
  const segments: OffsetSegment[] = [];
  const weeks: ReportCalendar['weeks'] = [{ start: from, fromIso: null }];
  let days = 0;
  for (let date = from; date <= to; date = addDays(date, 1)) {
    days += 1;
    const offset = offsetMinutes(date, timeZone);
    if (segments.length === 0) segments.push({ fromIso: null, offset });
    else if (segments.at(-1)!.offset !== offset)
      segments.push({ fromIso: dayStart(date, timeZone), offset });
    if (date !== from && weekdayOf(date) === 1)
      weeks.push({ start: date, fromIso: dayStart(date, timeZone) });
  }
  return {
    fromIso: dayStart(from, timeZone),
    toIso: dayStart(addDays(to, 1), timeZone),
    days,
    segments,
    weeks,
  };
}

/** The club-local minute of the day a booking starts at, from UTC 'HH:mm' and an offset in minutes. */
export function localMinute(utcTime: string, offset: number): number {
  const [hours, minutes] = utcTime.split(':').map(Number) as [number, number];
  return (((hours * 60 + minutes + offset) % 1440) + 1440) % 1440;
}
