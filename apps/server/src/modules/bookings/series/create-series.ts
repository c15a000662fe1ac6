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

/** Who pays and which series one date is booked for. */
interface DateIds {
  seriesId: string;
  payerId: string;
  nowIso: string;
}

/** The series row as the owner set it. */
function seriesRow(plan: SeriesPlan, ids: DateIds & { callerId: string }) {
  const { body, holder, place } = plan;
  const customer = holder.kind === 'customer' ? holder : null;
  return {
    id: ids.seriesId,
    club_id: place.club.id,
    court_id: place.court.id,
    weekday: body.weekday,
    start_minute: minuteOfTime(body.startTime),
    duration_minutes: body.duration,
    every_weeks: body.everyWeeks,
    first_date: body.from,
    last_date: body.to,
    player_id: holder.kind === 'player' ? holder.userId : null,
    customer_name: customer?.name ?? null,
    customer_phone: customer?.phone ?? null,
    price: body.price ?? null,
    currency: plan.currency,
    created_by: ids.callerId,
    created_at: ids.nowIso,
    ended_at: null,
  };
}

/** One date's booking: confirmed, paid in cash at the club, naming its series. */
function occurrenceRow(plan: SeriesPlan, date: PlannedDate, ids: DateIds, paymentId: string) {
  const startsAt = date.slotStarts![0]!;
  const customer = plan.holder.kind === 'customer' ? plan.holder : null;
  return {
    user_id: ids.payerId,
    court_id: plan.place.court.id,
    starts_at: startsAt,
    ends_at: new Date(Date.parse(startsAt) + plan.body.duration * 60_000).toISOString(),
    duration_minutes: plan.body.duration,
    status: 'confirmed' as const,
    hold_expires_at: null,
    amount: date.amount,
    currency: plan.currency,
    payment_id: paymentId,
    made_by_owner: customer ? (1 as const) : (0 as const),
    walk_in_name: customer?.name ?? null,
    walk_in_phone: customer?.phone ?? null,
    created_at: ids.nowIso,
    cancelled_at: null,
    series_id: ids.seriesId,
  };
}

/** The date's hours claimed for `bookingId`; false when something holds or closes them. */
async function claimDate(
  { courtTime }: Pick<BookingsDeps, 'courtTime'>,
  tx: Tx,
  courtId: string,
  date: PlannedDate,
  bookingId: string,
) {
  try {
    const claim = await courtTime.claim(tx, {
      courtId,
      slotStarts: date.slotStarts!,
      owner: bookingOwner(bookingId),
    });
    return claim.ok;
  } catch (error) {
    // A closure written since the preview: the date is closed, the rest go on.
    if (error instanceof DomainError && error.code === conflictCodes.CLUB_CLOSED) return false;
    throw error;
  }
}

/**
 * Creating a series: one transaction that writes it and claims each of its free dates through
 * court time, as a cash booking of its player or customer, so that no date is ever held twice
 * (the same primary key that guards single bookings). A date claimed by another request first
 * is a clash like those the preview found: left out with 'skip', the whole series refused
 * with 'stop'.
 */
export function createSeriesWriter(deps: BookingsDeps) {
  const { db, clock, payments, notifications } = deps;

  /** One date claimed and booked; false when it is taken. */
  async function bookDate(tx: Tx, plan: SeriesPlan, ids: DateIds, date: PlannedDate) {
    const bookingId = newId();
    if (!(await claimDate(deps, tx, plan.place.court.id, date, bookingId))) return false;
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
    await insertBooking(tx.db, { id: bookingId, ...occurrenceRow(plan, date, ids, payment.id) });
    return true;
  }

  /** The player (an account) hears of the series once, with its first date and count. */
  async function tellPlayer(tx: Tx, plan: SeriesPlan, seriesId: string, booked: PlannedDate[]) {
    if (plan.holder.kind !== 'player') return;
    await notifications.record(tx, plan.holder.userId, 'series_created', {
      series: seriesId,
      club: plan.place.club.name,
      court: plan.place.court.name,
      startsAt: booked[0]!.slotStarts![0]!,
      timeZone: plan.place.club.time_zone,
      count: booked.length,
    });
  }

  async function write(
    plan: SeriesPlan,
    free: readonly PlannedDate[],
    callerId: string,
    onClash: 'skip' | 'stop',
  ) {
    const payerId = plan.holder.kind === 'player' ? plan.holder.userId : callerId;
    const ids = { seriesId: newId(), payerId, nowIso: clock.now().toISOString() };
    return inTransaction(db, async (tx) => {
      await payments.lockBuyer(tx, payerId);
      await insertSeries(tx.db, seriesRow(plan, { ...ids, callerId }));
      const lost: SeriesDate[] = [];
      const booked: PlannedDate[] = [];
      for (const date of free) {
        if (await bookDate(tx, plan, ids, date)) booked.push(date);
        else lost.push({ date: date.date, clash: 'booking', description: null });
        if (lost.length > 0 && onClash === 'stop') throw clashesRefusal(lost);
      }
      if (booked.length === 0) throw clashesRefusal(lost);
      await tellPlayer(tx, plan, ids.seriesId, booked);
      await notifications.signalClubDay(tx, plan.place.club.owner_id);
      return { seriesId: ids.seriesId, lost };
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
