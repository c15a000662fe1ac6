import { conflictCodes, pointsAddUp } from '@courtside/shared';
import { conflict, forbidden, invalidField, notFound } from '#server/lib/domain-error.js';
import { inTransaction } from '#server/db/transaction.js';
import { signalNight } from './live.js';
import { lockedEvent } from './socials.repo.js';
import { pairsOf } from './rounds.js';
import type { SocialsDeps } from './socials-deps.js';
import { findGame, setGamePoints } from './socials.repo.js';

/**
 * One of a game's four players enters the points each pair won, from their phone; they may
 * correct them until the next round is drawn. Answers the night's id.
 */
export function createEnterPoints(deps: SocialsDeps) {
  const { db, clock } = deps;
  return async function enterPoints(
    callerId: string,
    gameId: string,
    points: readonly number[],
  ): Promise<string> {
    return inTransaction(db, async (tx) => {
      const game = await findGame(tx.db, gameId);
      const event = game ? await lockedEvent(tx.db, game.event_id) : undefined;
      if (!game || !event) throw notFound('Game');
      if (!pairsOf(game).flat().includes(callerId))
        throw forbidden('Only the players of this court enter its points');
      if (event.status !== 'playing' || game.round !== event.round)
        throw conflict(conflictCodes.SOCIAL_NOT_PLAYING, 'This round is over');
      if (!pointsAddUp(points, event.points_per_game))
        throw invalidField('points', `The points of both pairs add up to ${event.points_per_game}`);
      await setGamePoints(tx.db, gameId, {
        points_a: points[0]!,
        points_b: points[1]!,
        entered_by: callerId,
        entered_at: clock.now().toISOString(),
      });
      await signalNight(deps, tx, event.id);
      return event.id;
    });
  };
}
