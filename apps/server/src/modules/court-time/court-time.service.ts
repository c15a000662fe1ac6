import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import type { Logger } from '#server/lib/logger.js';
import type { Tx } from '#server/db/transaction.js';
import { createClaimAnyCourt } from './claim-any.js';
import { createClaims } from './claims.js';
import { createClosedHours } from './closed-hours.js';
import { createClosureCancels, hitsOf } from './closure-hits.js';
import { createClaimDescriptions } from './club-day-cells.js';
import * as repo from './court-time.repo.js';
import { createDayReads } from './day-reads.js';
import { createFutureClaims } from './future-claims.js';
import { dayWindow, localSlot } from './day-window.js';
import { createHoldExpiry } from './hold-expiry.js';
import { createWindowReads } from './windows.js';

export type { ClaimOwner, ClaimRow } from './court-time.repo.js';
export { dayWindow } from './day-window.js';
export type { ClaimRequest, ClaimResult } from './claims.js';
export { claimDescriber, namedEvent, type ClaimDescriber } from './club-day-cells.js';
export type { AnyCourtRequest } from './claim-any.js';
export type { HoldLapseHandler } from './hold-expiry.js';
export type { ClosedHour, ClosureSpan, ClubHoursReader } from './closed-hours.js';
export type { HolderNames } from './future-claims.js';
export type { ClosureCancel, ClosureHit } from './closure-hits.js';
export { courtClosed, CourtChanged } from './claims.js';
export { slotStartsFor, windowSlotStarts } from './windows.js';

export interface CourtTimeDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** How long the booking screen's day read may be served from memory; 0 reads every time. */
  dayReadCacheMs: number;
  log: Logger;
}

/**
 * The one owner of court time (ARCHITECTURE 5): every claim and release of a court hour, for
 * any owner, goes through here, as do reads of taken hours and the expiry of holds. The
 * database keeps one claim per court and hour (its primary key); this module decides nothing
 * by reading first.
 */
export function createCourtTime({ db, clock, dayReadCacheMs, log }: CourtTimeDeps) {
  const dayReads = createDayReads(db, clock, dayReadCacheMs);
  const nowIso = () => clock.now().toISOString();
  const closedHours = createClosedHours();
  const { claim, release } = createClaims({
    clock,
    invalidate: dayReads.invalidate,
    closedAmong: closedHours.closedAmong,
  });
  const expiry = createHoldExpiry({ db, clock, log, release });
  const descriptions = createClaimDescriptions();
  const closures = createClosureCancels(log);
  const futureClaims = createFutureClaims();

  async function takenOnDay(courtIds: readonly string[], date: string, timeZone: string) {
    const { fromIso, toIso } = dayWindow(date);
    const rows = await repo.takenHours(db, courtIds, fromIso, toIso, nowIso());
    return withLocalTimes(rows, date, timeZone);
  }

  return {
    claim,
    release,
    /** Holds back new claims until `tx` ends: a court is retired with none in flight. */
    blockNewClaims: (tx: Tx) => repo.blockNewClaims(tx.db),
    /** The same hours on the first free court of several (see claim-any.ts). */
    claimAnyCourt: createClaimAnyCourt(claim),

    /** What occupies one court hour now: its owner, and until when if it is a hold. */
    occupantAt: (courtId: string, slotStart: string) =>
      repo.occupantAt(db, courtId, slotStart, nowIso()),

    /** Live claims of some courts in [fromIso, toIso). */
    takenHours: (courtIds: readonly string[], fromIso: string, toIso: string) =>
      repo.takenHours(db, courtIds, fromIso, toIso, nowIso()),

    /** Live claims of some courts on one club-local day, with their local times. */
    takenOnDay,

    /**
     * The owner's day grid: one cell per live claim of some courts on one club-local day, each
     * with what holds it as the feature owning its kind describes it (describeClaims).
     */
    async clubDayCells(courtIds: readonly string[], date: string, timeZone: string) {
      const rows = await takenOnDay(courtIds, date, timeZone);
      return descriptions.cells(rows, timeZone);
    },
    describeClaims: descriptions.describeClaims,

    /** GET /booking: the day's taken hours as the answer's JSON text (cached, see day-reads). */
    dayBookingsJson: dayReads.json,

    /** How many live holds one player has, for the per-player limit. */
    liveHoldCount: (tx: Tx, holderId: string) => repo.liveHoldCount(tx.db, holderId, nowIso()),

    /** Which of some courts are free for a whole window (championships, activities). */
    ...createWindowReads(db, clock, closedHours.closedAmong),

    /** Which of some hours of some courts are closed (opening hours, closures), and why. */
    closedHours: (courtIds: readonly string[], slotStarts: readonly string[]) =>
      closedHours.closedAmong(db, courtIds, slotStarts),
    /** Registers where clubs' opening hours and closures are read (club-hours keeps them). */
    readClubHoursWith: closedHours.readClubHoursWith,

    /** What holds a court from an hour on, in `tx`: what keeps it from retiring. */
    futureClaims: futureClaims.futureClaims,
    /** Registers how the holders of one kind's claims are named in futureClaims. */
    nameHolders: futureClaims.nameHolders,

    /**
     * What holds some courts in [fromIso, toIso): one hit per booking, match, activity or
     * championship, described by its feature. With `tx`, read in it and without names (the
     * describers read outside any transaction).
     */
    async hitsIn(courtIds: readonly string[], fromIso: string, toIso: string, tx?: Tx) {
      const rows = await repo.takenHours(tx?.db ?? db, courtIds, fromIso, toIso, nowIso());
      return hitsOf(rows, tx ? () => undefined : await descriptions.holdersOf(rows));
    },
    /** Registers how a closure calls off one kind's claims, and refunds them after. */
    onClosure: closures.onClosure,
    /** The kinds of claim a closure knows how to call off. */
    closureCancelKinds: closures.registeredKinds,
    /** Calls off what a closure hits inside its transaction, each through its feature. */
    callOffForClosure: closures.callOffHits,
    /** After the closure's commit: what was paid for its hits goes back. */
    refundForClosure: closures.refundHits,

    onHoldLapsed: expiry.onHoldLapsed,
    expireLapsedHolds: expiry.expireLapsedHolds,
  };
}
export type CourtTime = ReturnType<typeof createCourtTime>;

/** Claimed hours with their club-local date and times, only those on the given day. */
function withLocalTimes<Row extends { slot_start: string }>(
  rows: readonly Row[],
  date: string,
  timeZone: string,
) {
  return rows
    .map((row) => {
      const { date: day, startTime, endTime } = localSlot(row.slot_start, timeZone);
      return { ...row, date: day, startTime, endTime };
    })
    .filter((row) => row.date === date);
}
