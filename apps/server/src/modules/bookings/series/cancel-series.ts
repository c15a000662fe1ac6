import { conflictCodes, utcToClubLocal } from '@courtside/shared';
import { DomainError } from '#server/lib/domain-error.js';
import { inTransaction } from '#server/db/transaction.js';
import type { BookingsDeps } from '../bookings-deps.js';
import { findBookingWithPlace, type BookingWithPlace } from '../bookings.repo.js';
import { endSeries, occurrencesOf, type SeriesWithPlace } from './series.repo.js';

type CancelInFull = (booking: BookingWithPlace, reason: string, tell?: boolean) => Promise<unknown>;

/**
 * Cancelling the rest of a series: each occurrence still to come from a club-local date on is
 * cancelled as the club cancels one booking (cancelInFull: refunded in full, its hours freed),
 * one transaction each. Each cancellation moves its booking from confirmed once, refund and
 * all, so a repeated or concurrent call finds it cancelled and refunds nothing again. The
 * player is told once for the series.
 */
export function createSeriesCancel(deps: BookingsDeps, cancelInFull: CancelInFull) {
  const { db, clock, notifications } = deps;

  /** Cancels one occurrence; false when another call cancelled it first. */
  async function cancelOne(bookingId: string, reason: string): Promise<boolean> {
    const booking = await findBookingWithPlace(db, bookingId);
    if (booking?.status !== 'confirmed') return false;
    try {
      await cancelInFull(booking, reason, false);
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.code === conflictCodes.NOT_CHANGEABLE) return false;
      throw error;
    }
  }

  async function tellPlayer(series: SeriesWithPlace, from: string, count: number) {
    if (series.player_id === null || count === 0) return;
    const playerId = series.player_id;
    await inTransaction(db, (tx) =>
      notifications.record(tx, playerId, 'series_cancelled', {
        series: series.id,
        club: series.club_name,
        court: series.court_name,
        from,
        count,
        timeZone: series.club_time_zone,
      }),
    );
  }

  return async function cancelFrom(series: SeriesWithPlace, from: string, reason: string) {
    const nowIso = clock.now().toISOString();
    const rest = (await occurrencesOf(db, [series.id])).filter(
      (one) =>
        one.status === 'confirmed' &&
        one.starts_at > nowIso &&
        utcToClubLocal(one.starts_at, series.club_time_zone).date >= from,
    );
    let cancelled = 0;
    // One after another: each locks its payer, and the order of locks stays one (decisions.md).
    for (const one of rest) if (await cancelOne(one.id, reason)) cancelled += 1;
    await endSeries(db, series.id, nowIso);
    await tellPlayer(series, from, cancelled);
    return cancelled;
  };
}
