import {
  addDays,
  clubHourToUtc,
  clubLocalRange,
  clubToday,
  conflictCodes,
  type ClosureResult,
  type ValidClosureBody,
} from '@courtside/shared';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { conflict, invalidField, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import type { ClosureHit } from '#server/modules/court-time/court-time.service.js';
import { auditIfAdmin, type ClubHoursDeps, type HoursActor } from './club-hours-deps.js';
import * as repo from './club-hours.repo.js';

const hourMs = 3_600_000;

/** Local midnight of a day, as a UTC instant (a day starting at 01:00 after a change, then). */
function dayStart(date: string, timeZone: string): string {
  return clubHourToUtc(date, 0, timeZone) ?? clubHourToUtc(date, 1, timeZone)!;
}

/** The refusal that lists what the closure would cancel: when, what and who. */
function hitsRefusal(hits: readonly ClosureHit[], timeZone: string) {
  return conflict(
    conflictCodes.CLOSURE_HITS_BOOKINGS,
    'This closure would cancel bookings: confirm to cancel them with full refunds',
    hits.map((hit) => {
      const when = clubLocalRange(hit.startsAt, hit.endsAt, timeZone);
      return {
        field: `${hit.kind}:${hit.ownerId}`,
        message: `${when.date} ${when.startTime}–${when.endTime} ${hit.name ?? hit.kind}`,
      };
    }),
  );
}

/**
 * Closing the club or a court for some days. What the closure would hit from this hour on is
 * refused with its list, or with `confirm` called off in the closure's own transaction (each
 * through its own feature, its people told), which then, with court time's lock held so no
 * claim is in flight, writes the closure if nothing holds its hours any more: all of it or,
 * should any of it fail, none. What was paid goes back once it has committed.
 */
export function createClosures(deps: ClubHoursDeps) {
  const { db, clock, courtTime } = deps;

  async function courtsClosed(club: repo.HoursClub, courtId: string | null) {
    const courts = await repo.courtsOf(db, club.id);
    if (courtId === null) return courts.map((court) => court.id);
    if (!courts.some((court) => court.id === courtId)) throw notFound('Court');
    return [courtId];
  }

  function spanOf(club: repo.HoursClub, body: ValidClosureBody) {
    const now = clock.now();
    if (body.fromDate < clubToday(club.time_zone, now))
      throw invalidField('body.fromDate', 'A closure starts today or later');
    const startsAt = dayStart(body.fromDate, club.time_zone);
    const endsAt = dayStart(addDays(body.toDate, 1), club.time_zone);
    // Hours already begun are played: only what is still to come is cancelled.
    const thisHour = new Date(Math.floor(now.getTime() / hourMs) * hourMs).toISOString();
    return { startsAt, endsAt, checkFrom: startsAt > thisHour ? startsAt : thisHour };
  }

  /** The closure's row, and for an admin its audit row, in the closure's transaction. */
  async function record(
    tx: Tx,
    actor: HoursActor,
    row: repo.NewClosure,
    cancelled: number,
  ): Promise<void> {
    await repo.insertClosure(tx.db, row);
    await auditIfAdmin(deps, tx, actor, {
      action: 'club.closure.add',
      subjectId: row.club_id,
      before: null,
      after: { ...row, cancelled },
    });
  }

  async function add(
    actor: HoursActor,
    club: repo.HoursClub,
    body: ValidClosureBody,
  ): Promise<ClosureResult> {
    const courtIds = await courtsClosed(club, body.courtId);
    const span = spanOf(club, body);
    const hits = await courtTime.hitsIn(courtIds, span.checkFrom, span.endsAt);
    if (hits.length > 0 && !body.confirm) throw hitsRefusal(hits, club.time_zone);
    const row = {
      id: newId(),
      club_id: club.id,
      court_id: body.courtId,
      from_date: body.fromDate,
      to_date: body.toDate,
      starts_at: span.startsAt,
      ends_at: span.endsAt,
      reason: body.reason,
      created_by: actor.id,
      created_at: clock.now().toISOString(),
    };
    await inTransaction(db, async (tx) => {
      // Each feature's row is locked before court claims, the order of every transaction.
      await courtTime.callOffForClosure(tx, hits, body.reason);
      await courtTime.blockNewClaims(tx);
      const left = await courtTime.hitsIn(courtIds, span.checkFrom, span.endsAt, tx);
      if (left.length > 0) throw hitsRefusal(left, club.time_zone);
      await record(tx, actor, row, hits.length);
    });
    await courtTime.refundForClosure(hits);
    return { closure: (await repo.findClosure(db, club.id, row.id))!, cancelled: hits.length };
  }

  /** Removes a closure once: of requests racing to remove it, one does (and is audited). */
  async function remove(actor: HoursActor, club: repo.HoursClub, id: string): Promise<void> {
    await inTransaction(db, async (tx) => {
      const closure = await repo.findClosure(tx.db, club.id, id);
      if (!closure || !(await repo.deleteClosure(tx.db, club.id, id))) throw notFound('Closure');
      await auditIfAdmin(deps, tx, actor, {
        action: 'club.closure.remove',
        subjectId: club.id,
        before: closure,
        after: null,
      });
    });
  }

  return { add, remove };
}
