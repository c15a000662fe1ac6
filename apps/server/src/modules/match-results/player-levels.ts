import type { Pair } from '@courtside/shared';
import type { Tx } from '#server/db/transaction.js';
import { levelOfRating, rateMatch, ratingOfDeclaredLevel, reliabilityOf } from './padel-rating.js';
import { declaredLevels, lockRatings, saveRating, type RatingRow } from './match-results.repo.js';
import { setPadelLevel } from '#server/modules/users/users.service.js';

/** A result that now stands: who won, and the four players in their seats. */
export interface StandingResult {
  matchId: string;
  winner: Pair;
  players: ReadonlyArray<{ user_id: string; seat: number }>;
}

/**
 * Moves the four players' ratings by a result that now stands, in the transaction that made
 * it stand: each player's first result starts from their self-declared level with the
 * largest uncertainty; each leaves a point on their level's history, and the level it reads
 * as becomes their padel level (what Find Match and the match cards use).
 */
export async function moveLevels(tx: Tx, result: StandingResult, atIso: string): Promise<void> {
  const seated = [...result.players].sort((x, y) => x.seat - y.seat);
  const ids = seated.map((player) => player.user_id);
  const declared = await declaredLevels(tx.db, ids);
  const ratings = await lockRatings(
    tx.db,
    ids.map((id) => ({
      user_id: id,
      ...ratingOfDeclaredLevel(declared.get(id) ?? null),
      matches: 0,
      updated_at: atIso,
    })),
  );
  const before = ids.map((id) => ratings.get(id)!);
  const after = rateMatch(
    { a: [before[0]!, before[1]!], b: [before[2]!, before[3]!] },
    result.winner,
  );
  for (const [index, moved] of [...after.a, ...after.b].entries()) {
    const row: RatingRow = {
      ...before[index]!,
      mu: moved.mu,
      sigma: moved.sigma,
      matches: before[index]!.matches + 1,
      updated_at: atIso,
    };
    const level = levelOfRating(row);
    await saveRating(tx.db, row, {
      matchId: result.matchId,
      level,
      reliability: reliabilityOf(row),
    });
    await setPadelLevel(tx.db, row.user_id, level);
  }
}
