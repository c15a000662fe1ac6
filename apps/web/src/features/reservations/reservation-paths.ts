import { paths } from '../../lib/paths';

/** The owner's day of one court; `name` is its title (SPEC 2), `date` the day shown. */
export function courtDayPath(courtId: string, query: { name: string; date?: string }): string {
  const search = new URLSearchParams({ name: query.name });
  if (query.date) search.set('date', query.date);
  return `${paths.manageReservation}/court/${encodeURIComponent(courtId)}?${search}`;
}

/** SPEC 2: what booking a free slot for a walk-in customer carries in its query. */
export interface WalkInQuery {
  court: string;
  courtID: string;
  clubID: string;
  photo: string;
  date: string;
  startTime: string;
  endTime: string;
  duration: string;
}

export function walkInPath(query: WalkInQuery): string {
  const search = new URLSearchParams({ ...query });
  return `${paths.manageReservation}/court/${encodeURIComponent(query.courtID)}/book?${search}`;
}
