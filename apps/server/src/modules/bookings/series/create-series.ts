import {
  conflictCodes,
  minuteOfTime,
  type CreatedSeries,
  type SeriesDate,
} from '@courtside/shared';
import { conflict, DomainError } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { BookingsDeps } from '../bookings-deps.js';
import { insertBooking } from '../bookings.repo.js';
import { bookingOwner } from '../holds.js';
import { seriesClashes } from './series-clashes.js';
import type { PlannedDate, SeriesPlan } from './series-plan.js';
import { insertSeries } from './series.repo.js';

/** Dates clash and the owner chose to stop, or no date is left: nothing was written. */
export const clashesRefusal = (clashes: readonly SeriesDate[]) =>
  conflict(
    conflictCodes.SERIES_CLASHES,
    'Some dates of the series clash with what holds the court',
    clashes.map((one) => ({ field: one.date, message: one.description ?? one.clash ?? '' })),
  );

interface Written {
  seriesId: string;
  /** Dates a concurrent claim took between the preview and this transaction. */
  lost: SeriesDate[];
}

/**
 * Creating a series: one transaction that writes it and claims each of its free dates through
 * court time, as a cash booking of its player or customer, so that no date is ever held twice
 * (the same primary key that guards single bookings). A date claimed by another request first
 * is a clash like those the preview found: left out with 'skip', the whole series refused
 * with 'stop'.
 */
export function createSeriesWriter(deps: BookingsDeps) {
  const { db, clock, courtTime, payments, notifications } = deps;

  /** One date claimed and booked; false when something else holds or closes its hours. */
  async function bookDate(
    tx: Tx,
    plan: SeriesPlan,
    ids: { seriesId: string; payerId: string },
    date: PlannedDate,
  ) {
    const bookingId = newId();
    const slotStarts = date.slotStarts!;
    try {
      const claim = await courtTime.claim(tx, {
        courtId: plan.place.court.id,
        slotStarts,
        owner: bookingOwner(bookingId),
      });
      if (!claim.ok) return false;
    } catch (error) {
      // A closure written since the preview: the date is closed, the rest go on.
      if (error instanceof DomainError && error.code === conflictCodes.CLUB_CLOSED) return false;
      throw error;
    }
    const payment = await payments.create(tx, {
      payerId: ids.payerId,
      purpose: 'booking',
      subjectId: bookingId,
      method: 'cash',
      amount: date.amount,
      currency: plan.currency,
      payerPhone: null,
      payeeClubId: plan.place.club.id,
    });
    const startsAt = slotStarts[0]!;
    const customer = plan.holder.kind === 'customer' ? plan.holder : null;
    await insertBooking(tx.db, {
      id: bookingId,
      user_id: ids.payerId,
      court_id: plan.place.court.id,
      starts_at: startsAt,
      ends_at: new Date(Date.parse(startsAt) + plan.body.duration * 60_000).toISOString(),
      duration_minutes: plan.body.duration,
      status: 'confirmed',
      hold_expires_at: null,
      amount: date.amount,
      currency: plan.currency,
      payment_id: payment.id,
      made_by_owner: customer ? 1 : 0,
      walk_in_name: customer?.name ?? null,
      walk_in_phone: customer?.phone ?? null,
      created_at: clock.now().toISOString(),
      cancelled_at: null,
      series_id: ids.seriesId,
    });
    return true;
  }

  async function insertRow(tx: Tx, plan: SeriesPlan, seriesId: string, callerId: string) {
    const { body, holder, place } = plan;
    await insertSeries(tx.db, {
      id: seriesId,
      club_id: place.club.id,
      court_id: place.court.id,
      weekday: body.weekday,
      start_minute: minuteOfTime(body.startTime),
      duration_minutes: body.duration,
      every_weeks: body.everyWeeks,
      first_date: body.from,
      last_date: body.to,
      player_id: holder.kind === 'player' ? holder.userId : null,
      customer_name: holder.kind === 'customer' ? holder.name : null,
      customer_phone: holder.kind === 'customer' ? holder.phone : null,
      price: body.price ?? null,
      currency: plan.currency,
      created_by: callerId,
      created_at: clock.now().toISOString(),
      ended_at: null,
    });
  }

  async function write(
    plan: SeriesPlan,
    free: readonly PlannedDate[],
    callerId: string,
    onClash: 'skip' | 'stop',
  ): Promise<Written> {
    const seriesId = newId();
    const payerId = plan.holder.kind === 'player' ? plan.holder.userId : callerId;
    return inTransaction(db, async (tx) => {
      await payments.lockBuyer(tx, payerId);
      await insertRow(tx, plan, seriesId, callerId);
      const lost: SeriesDate[] = [];
      for (const date of free) {
        if (await bookDate(tx, plan, { seriesId, payerId }, date)) continue;
        lost.push({ date: date.date, clash: 'booking', description: null });
        if (onClash === 'stop') throw clashesRefusal(lost);
      }
      if (lost.length === free.length) throw clashesRefusal(lost);
      if (plan.holder.kind === 'player')
        await notifications.record(tx, payerId, 'series_created', {
          series: seriesId,
          club: plan.place.club.name,
          court: plan.place.court.name,
          startsAt: free.find((date) => !lost.some((one) => one.date === date.date))!
            .slotStarts![0]!,
          timeZone: plan.place.club.time_zone,
          count: free.length - lost.length,
        });
      await notifications.signalClubDay(tx, plan.place.club.owner_id);
      return { seriesId, lost };
    });
  }

  /** Writes the series (its preview's clashes answered by `onClash`); its id and what it skipped. */
  return async function createSeries(
    plan: SeriesPlan,
    callerId: string,
    onClash: 'skip' | 'stop',
  ): Promise<{ seriesId: string; skipped: CreatedSeries['skipped'] }> {
    const dates = await seriesClashes(deps, plan);
    const clashes = dates.filter((date) => date.clash !== null);
    if (clashes.length > 0 && onClash === 'stop') throw clashesRefusal(clashes);
    const free = plan.dates.filter((date) => !clashes.some((one) => one.date === date.date));
    if (free.length === 0) throw clashesRefusal(clashes);
    const { seriesId, lost } = await write(plan, free, callerId, onClash);
    const skipped = [...clashes, ...lost].sort((a, b) => a.date.localeCompare(b.date));
    return { seriesId, skipped };
  };
}
