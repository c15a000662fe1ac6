import { conflictCodes, seatPlayers, type PurchaseStart } from '@courtside/shared';
import { phoneInClub } from '#server/lib/club-phone.js';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import type { Tx } from '#server/db/transaction.js';
import { idempotencyOf } from '#server/modules/payments/payments.service.js';
import { seatsOf } from './seat-holders.js';
import { tellPlayers } from './match-notices.js';
import { assertSeatsFor } from './match-requests.js';
import {
  assertBeforeFillDeadline,
  assertGenderFits,
  assertNotStarted,
  assertOpen,
} from './match-rules.js';
import type {
  MatchShares,
  SharePayment,
} from '#server/modules/match-shares/match-shares.service.js';
import type { MatchesDeps } from './matches-deps.js';
import {
  insertRequestOnce,
  loadMatch,
  lockMatch,
  people,
  takeEmptySeat,
  type MatchRecord,
} from './matches.repo.js';

/** Taking a seat: the player, their phone (as typed, as a request gives it) and how they pay. */
export type SeatTaking = SharePayment & { phone: string };

/** Whether the caller may take a free seat of the match now, or why not. */
function assertMayTake(record: MatchRecord, callerId: string, now: Date) {
  if (record.match.owner_id === callerId)
    throw conflict(conflictCodes.OWN_MATCH, 'This is your own match: you already play in it');
  if (record.match.open_join !== 1)
    throw conflict(
      conflictCodes.NEEDS_APPROVAL,
      'This match takes players its organizer accepts: ask to join it',
    );
  assertNotStarted(record, now);
  assertBeforeFillDeadline(record, now);
  assertSeatsFor(seatsOf(record), [callerId]);
}

/**
 * A match open to join (issue 30, "or on joining an open match"): a player takes its first
 * free seat and pays their share in one step, under the match row's lock and in the payment's
 * transaction, so a seat is never taken without its share started, nor paid without a seat.
 * Their request is recorded as accepted, and the organizer is told who joined.
 */
export function createSeatTaking(
  deps: MatchesDeps,
  canSee: (record: MatchRecord, callerId: string) => Promise<boolean>,
  shares: Pick<MatchShares, 'priceOf' | 'open' | 'startPayment'>,
) {
  const { db, clock, payments } = deps;

  async function seatCaller(tx: Tx, { callerId, matchId, phone }: SeatTaking) {
    await lockMatch(tx.db, matchId);
    const record = await loadMatch(tx.db, matchId);
    assertOpen(record);
    const now = clock.now();
    assertMayTake(record, callerId, now);
    assertGenderFits(record.match.gender, await people(tx.db, [callerId]), callerId, 'join');
    const asked = await insertRequestOnce(tx.db, {
      id: newId(),
      match_id: matchId,
      user_id: callerId,
      phone,
      partners: '[]',
      status: 'confirmed',
      created_at: now.toISOString(),
    });
    if (!asked)
      throw conflict(conflictCodes.ALREADY_REQUESTED, 'You have already asked to join this match');
    const [seat] = seatPlayers(seatsOf(record), [callerId])!.placed;
    if (!(await takeEmptySeat(tx.db, matchId, seat!, callerId)))
      throw new Error('Seat changed under the match lock');
    await shares.open(tx, matchId, [callerId]);
    const joined = { role: 'player', about: callerId } as const;
    await tellPlayers(
      deps,
      tx,
      [record.match.owner_id],
      'match_player_joined',
      record.match,
      joined,
    );
  }

  /** POST /user/match/:id/seat/:method. */
  return async function takeSeat(typed: SeatTaking): Promise<PurchaseStart> {
    const record = await loadMatch(db, typed.matchId);
    assertOpen(record);
    if (!(await canSee(record, typed.callerId))) throw notFound('Match');
    const request = { ...typed, phone: phoneInClub(typed.phone, record.match.club_time_zone) };
    // The seat is checked in the payment's transaction, after a repeated request (the same
    // Idempotency-Key) has been answered with its first payment.
    const price = await shares.priceOf(record.match);
    const idempotency = idempotencyOf(request.idempotencyKey, {
      purpose: 'match-seat',
      ...request,
      idempotencyKey: 0,
    });
    const payment = await payments.purchases.startOnce(
      request.callerId,
      idempotency,
      async (tx) => {
        await seatCaller(tx, request);
        return shares.startPayment(tx, request, price, idempotency);
      },
    );
    return payments.purchases.answer(payment);
  };
}
