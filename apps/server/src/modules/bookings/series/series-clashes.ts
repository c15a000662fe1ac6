import { slotMinutes, type SeriesDate } from '@courtside/shared';
import type { ClosedHour, ClosureHit } from '#server/modules/court-time/court-time.service.js';
import type { BookingsDeps } from '../bookings-deps.js';
import type { PlannedDate, SeriesPlan } from './series-plan.js';

const slotMs = slotMinutes * 60_000;

function clashOf(date: PlannedDate, closed: ClosedHour[], hits: ClosureHit[]): SeriesDate {
  const { slotStarts } = date;
  if (!slotStarts) return { date: date.date, clash: 'unavailable', description: null };
  const shut = closed.find((hour) => slotStarts.includes(hour.slot_start));
  if (shut)
    return {
      date: date.date,
      clash: shut.reason === null ? 'closedHours' : 'closure',
      description: shut.reason,
    };
  const from = slotStarts[0]!;
  const to = new Date(Date.parse(slotStarts.at(-1)!) + slotMs).toISOString();
  const hit = hits.find((one) => one.startsAt < to && one.endsAt > from);
  if (!hit) return { date: date.date, clash: null, description: null };
  return {
    date: date.date,
    clash: hit.kind === 'booking' ? 'booking' : 'claim',
    description: hit.name ?? hit.kind,
  };
}

/**
 * Each date of a planned series, free or with what clashes with it: a booking or another claim
 * (a match, an activity, a championship) with its name, a closure with its reason, the club's
 * closed hours, or a date no longer bookable (past). Three reads for the whole season.
 */
export async function seriesClashes(
  { courtTime }: Pick<BookingsDeps, 'courtTime'>,
  plan: Pick<SeriesPlan, 'place' | 'dates'>,
): Promise<SeriesDate[]> {
  const courtIds = [plan.place.court.id];
  const starts = plan.dates.flatMap((date) => date.slotStarts ?? []);
  if (starts.length === 0) return plan.dates.map((date) => clashOf(date, [], []));
  const last = new Date(Date.parse(starts.at(-1)!) + slotMs).toISOString();
  const [closed, hits] = await Promise.all([
    courtTime.closedHours(courtIds, starts),
    courtTime.hitsIn(courtIds, starts[0]!, last),
  ]);
  return plan.dates.map((date) => clashOf(date, closed, hits));
}
