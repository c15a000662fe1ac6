import { emptySeatCount } from '@courtside/shared';
import { inTransaction } from '#server/db/transaction.js';
import { tellPlayers } from './match-notices.js';
import { seatedIds, seatsOf } from './seat-holders.js';
import type { MatchesDeps } from './matches-deps.js';
import type { createMatchCancel } from './match-cancel.js';
import {
  loadMatch,
  lockMatch,
  rejectPendingRequests,
  updateMatch,
  vacateSeat,
} from './matches.repo.js';
import {
  courtPriceOf,
  isSettled,
  lapsedShares,
  liveShareOf,
  liveSharesOfMatches,
  type MatchShares,
} from '#server/modules/match-shares/match-shares.service.js';
import { matchesAtFillDeadline, matchIdsIn } from './joined-matches.js';

type Cancelling = Pick<
  ReturnType<typeof createMatchCancel>,
  'cancelLocked' | 'giveBackShare' | 'refundShares' | 'refundSharesOf'
>;

/** The most rows one round of the sweep takes of each kind; the next round takes the rest. */
const batch = 100;

/**
 * What happens to matches with time (issue 30), one round of the job queue's sweep: a share
 * not paid in time gives its seat back (the organizer's cancels the match); at the fill
 * deadline an unfilled match is covered by its organizer, if they chose so, or cancelled
 * with every share given back; shares of cancelled matches still owed go back.
 */
export function createMatchDeadlines(
  deps: MatchesDeps,
  shares: MatchShares,
  cancelling: Cancelling,
) {
  const { db, clock, payments, clubs } = deps;
  const nowIso = () => clock.now().toISOString();

  /** One lapsed share: answers whether its match was cancelled (its organizer's share). */
  async function release(row: { id: string; match_id: string; user_id: string }) {
    return inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, row.user_id);
      await lockMatch(tx.db, row.match_id);
      const record = await loadMatch(tx.db, row.match_id);
      const share = await liveShareOf(tx.db, row.match_id, row.user_id);
      if (!record || record.match.status !== 'open' || share?.id !== row.id) return false;
      if (isSettled(share) || !share.held_until || share.held_until > nowIso()) return false;
      if (record.match.owner_id === row.user_id) {
        await cancelling.cancelLocked(tx, row.match_id, true);
        return true;
      }
      await cancelling.giveBackShare(tx, row.match_id, row.user_id, 'original');
      await vacateSeat(tx.db, row.match_id, row.user_id);
      await tellPlayers(deps, tx, [row.user_id], 'match_share_lapsed', record.match);
      return false;
    });
  }

  async function releaseLapsedShares() {
    const rows = await lapsedShares(db, matchIdsIn(db, 'open'), nowIso(), batch);
    for (const row of rows) if (await release(row)) await cancelling.refundSharesOf(row.match_id);
    return rows.length;
  }

  /** Covers or cancels one match at its fill deadline; answers whether it was cancelled. */
  async function settle(matchId: string) {
    const found = await loadMatch(db, matchId);
    if (!found || found.match.status !== 'open') return false;
    const price = await courtPriceOf(clubs, found.match);
    const ownerId = found.match.owner_id;
    return inTransaction(db, async (tx) => {
      await payments.lockPayer(tx, ownerId);
      await lockMatch(tx.db, matchId);
      const record = await loadMatch(tx.db, matchId);
      if (!record || record.match.status !== 'open' || record.match.fill_settled_at) return false;
      const seats = seatsOf(record);
      const empty = emptySeatCount(seats);
      if (empty > 0 && !(record.match.cover_empty && price)) {
        await cancelling.cancelLocked(tx, matchId, true);
        return true;
      }
      if (empty > 0 && price) {
        const reserved = seats.filter((seat) => seat === 'reserved').length;
        const owner = { matchId, ownerId, clubId: record.match.club_id, price };
        const previous = record.match.payment_id;
        await shares.owedByOrganizer(tx, { ...owner, previous }, empty + reserved);
        await rejectPendingRequests(tx.db, { matchId });
        await tellPlayers(deps, tx, seatedIds(seats), 'match_covered', record.match);
      }
      await updateMatch(tx.db, matchId, { fill_settled_at: nowIso() });
      return false;
    });
  }

  async function settleFillDeadlines() {
    const rows = await matchesAtFillDeadline(db, nowIso(), batch);
    for (const { id } of rows) if (await settle(id)) await cancelling.refundSharesOf(id);
    return rows.length;
  }

  return {
    /** One round: lapsed shares, then fill deadlines, then shares of cancelled matches. */
    async sweep(): Promise<number> {
      const released = await releaseLapsedShares();
      const settled = await settleFillDeadlines();
      await cancelling.refundShares(
        await liveSharesOfMatches(db, matchIdsIn(db, 'cancelled'), batch),
      );
      return released + settled;
    },
  };
}
