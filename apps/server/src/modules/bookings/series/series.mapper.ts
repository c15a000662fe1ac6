import {
  clubLocalRange,
  timeOfMinute,
  utcToClubLocal,
  type SeriesDetail,
  type SeriesSummary,
} from '@courtside/shared';
import type { OccurrenceRow, SeriesWithPlace } from './series.repo.js';

const localDateOf = (instant: string, timeZone: string) => utcToClubLocal(instant, timeZone).date;

/** A series as the club's list shows it, with the next date still on and its counts. */
export function toSeriesSummary(
  series: SeriesWithPlace,
  occurrences: readonly OccurrenceRow[],
  now: Date,
): SeriesSummary {
  const nowIso = now.toISOString();
  const live = occurrences.filter((one) => one.status === 'confirmed');
  const next = live.find((one) => one.starts_at > nowIso);
  return {
    id: series.id,
    courtId: series.court_id,
    courtName: series.court_name,
    weekday: series.weekday,
    startTime: timeOfMinute(series.start_minute),
    duration: series.duration_minutes,
    everyWeeks: series.every_weeks,
    from: series.first_date,
    to: series.last_date,
    playerId: series.player_id,
    name: series.customer_name,
    phone: series.customer_phone,
    price: series.price,
    currency: series.currency,
    endedAt: series.ended_at,
    nextDate: next ? localDateOf(next.starts_at, series.club_time_zone) : null,
    occurrences: { total: occurrences.length, confirmed: live.length },
  };
}

/** A series with each of its dates: a booking with its status and payment. */
export function toSeriesDetail(
  series: SeriesWithPlace,
  occurrences: readonly OccurrenceRow[],
  now: Date,
): SeriesDetail {
  return {
    ...toSeriesSummary(series, occurrences, now),
    dates: occurrences.map((one) => {
      const { date, startTime } = clubLocalRange(
        one.starts_at,
        one.starts_at,
        series.club_time_zone,
      );
      return {
        bookingId: one.id,
        date,
        startTime,
        courtId: one.court_id,
        status: one.status,
        amount: one.amount,
        paymentMethod: one.payment_method,
        paymentStatus: one.payment_status,
      };
    }),
  };
}
