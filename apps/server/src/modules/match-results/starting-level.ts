import { conflictCodes, startingLevel, type LevelQuizAnswers } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { inTransaction } from '#server/db/transaction.js';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { lockOpenAccount, setPadelLevel } from '#server/modules/users/users.service.js';
import { ratingOf } from './match-results.repo.js';

/**
 * Sets a player's starting level from their answers to the level's questions
 * (docs/decisions.md, "A starting level from a few questions"). It is a declared level: its
 * reliability is 0, and the player's first result starts from it with the largest
 * uncertainty, so the first results move it a lot. A player whose level results have moved
 * (they have a rating) keeps it: the questions do not set it again.
 *
 * Under the account's row lock: a result that moves the level commits before the check reads
 * the ratings, or sets its level after this one, so a level from results is never overwritten.
 */
export async function setStartingLevel(
  db: Kysely<Database>,
  userId: string,
  answers: LevelQuizAnswers,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    if (!(await lockOpenAccount(tx.db, userId))) throw notFound('User');
    if (await ratingOf(tx.db, userId))
      throw conflict(
        conflictCodes.LEVEL_FROM_RESULTS,
        'Your level comes from your results: it moves with the matches you play',
      );
    await setPadelLevel(tx.db, userId, startingLevel(answers));
  });
}
