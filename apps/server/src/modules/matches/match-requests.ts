import { inTransaction } from '#server/db/transaction.js';
import {
  conflictCodes,
  emptySeatCount,
  type MatchJoinBody,
  type SeatHolder,
} from '@courtside/shared';
import { phoneInClub } from '#server/lib/club-phone.js';
import { conflict, invalidField, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { seatedIds, seatsOf } from './seat-holders.js';
import {
  assertBeforeFillDeadline,
  assertGenderFits,
  assertNotStarted,
  assertOpen,
} from './match-rules.js';
import { tellPlayers } from './match-notices.js';
import type { MatchesDeps } from './matches-deps.js';
import {
  insertPartnerAsks,
  insertRequestOnce,
  loadMatch,
  people,
  type MatchRecord,
} from './matches.repo.js';

type JoinBody = Pick<MatchJoinBody, 'phone' | 'partners'>;

export function assertSeatsFor(seats: readonly SeatHolder[], players: readonly string[]) {
  const empty = emptySeatCount(seats);
  if (empty === 0) throw conflict(conflictCodes.MATCH_FULL, 'This match is full');
  if (players.length > empty)
    throw conflict(
      conflictCodes.TOO_MANY_PARTNERS,
      `Only ${empty} seat${empty === 1 ? ' is' : 's are'} free: ask with at most ${empty - 1} partner${empty === 2 ? '' : 's'}`,
    );
  const seated = seatedIds(seats);
  if (players.some((id) => seated.includes(id)))
    throw conflict(
      conflictCodes.ALREADY_IN_MATCH,
      'A player of this request already has a seat in this match',
    );
}

/** Asking to join a match; each partner named is asked in turn (match-partners.ts). */
export function createMatchJoin(
  deps: MatchesDeps,
  canSee: (r: MatchRecord, callerId: string) => Promise<boolean>,
) {
  const { db, clock } = deps;

  async function checkPartners(callerId: string, record: MatchRecord, partners: readonly string[]) {
    const unique = new Set(partners);
    if (
      unique.size !== partners.length ||
      unique.has(callerId) ||
      unique.has(record.match.owner_id)
    )
      throw invalidField('partners', 'Partners must be other players, each named once');
    const found = await people(db, [callerId, ...partners]);
    if (found.length !== partners.length + 1)
      throw invalidField('partners', 'A partner was not found');
    assertGenderFits(record.match.gender, found, callerId, 'join');
  }

  async function join(callerId: string, matchId: string, body: JoinBody): Promise<string> {
    const record = await loadMatch(db, matchId);
    assertOpen(record);
    if (!(await canSee(record, callerId))) throw notFound('Match');
    const phone = phoneInClub(body.phone, record.match.club_time_zone);
    if (record.match.owner_id === callerId)
      throw conflict(conflictCodes.OWN_MATCH, 'This is your own match: you already play in it');
    assertNotStarted(record, clock.now());
    assertBeforeFillDeadline(record, clock.now());
    const partners = body.partners ?? [];
    assertSeatsFor(seatsOf(record), [callerId, ...partners]);
    await checkPartners(callerId, record, partners);
    const id = newId();
    await inTransaction(db, async (tx) => {
      await deps.payments.lockBuyer(tx, callerId);
      const inserted = await insertRequestOnce(tx.db, {
        id,
        match_id: matchId,
        user_id: callerId,
        phone,
        partners: JSON.stringify(partners),
        status: 'pending',
        created_at: clock.now().toISOString(),
      });
      if (!inserted)
        throw conflict(
          conflictCodes.ALREADY_REQUESTED,
          'You have already asked to join this match',
        );
      await insertPartnerAsks(tx.db, id, partners);
      const requester = { role: 'requester', about: callerId } as const;
      await tellPlayers(
        deps,
        tx,
        [record.match.owner_id],
        'match_request_received',
        record.match,
        requester,
      );
      await tellPlayers(deps, tx, partners, 'match_partner_asked', record.match, requester);
    });
    return id;
  }

  return join;
}
