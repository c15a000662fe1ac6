import type { SharedMatches } from '#server/modules/match-shares/match-shares.service.js';
import { assertNotStarted, assertOpen } from './match-rules.js';
import { loadMatch, lockMatch, updateMatch } from './matches.repo.js';

/** What the shares of a match read and write of it, as the match rules and its rows have it. */
export const sharedMatches: SharedMatches = {
  async openMatch(db, matchId) {
    const found = await loadMatch(db, matchId);
    assertOpen(found);
    return found.match;
  },
  async payableMatch(tx, matchId, now) {
    await lockMatch(tx.db, matchId);
    const record = await loadMatch(tx.db, matchId);
    assertOpen(record);
    assertNotStarted(record, now);
    return record.match;
  },
  async lockedMatch(tx, matchId) {
    await lockMatch(tx.db, matchId);
    return (await loadMatch(tx.db, matchId))?.match ?? null;
  },
  setOwedPayment: (tx, matchId, paymentId) =>
    updateMatch(tx.db, matchId, { payment_id: paymentId }),
};
