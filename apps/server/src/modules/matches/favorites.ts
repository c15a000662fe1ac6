import { padelUserSearchMinLength, type PadelUser } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import { invalidField, notFound } from '#server/lib/domain-error.js';
import { isOpenAccount, userReads } from '#server/modules/users/users.service.js';
import { addStar, removeStar, starredIds } from './matches.repo.js';

/** Padel players to pick as partners, and the players a user starred (favorite matches). */
export function createPlayerLists(db: Kysely<Database>, clock: Clock) {
  const starredBy = (userId: string) => starredIds(db, userId);

  async function padelPlayers(callerId: string, filter: { q?: string; only?: Set<string> }) {
    if (filter.only && filter.only.size === 0) return [];
    const rows = await userReads.padelPlayers(db, callerId, filter);
    const starred = await starredBy(callerId);
    return rows.map((row): PadelUser => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      photo: row.photo,
      padelLevel: row.padel_level,
      gender: row.gender,
      isFavorite: starred.has(row.id),
    }));
  }

  return {
    /**
     * GET /user/padel/users: padel players other than the caller whose name or username holds
     * what was typed; too short a search finds no one, so no one can list every player.
     */
    padelUsers: async (callerId: string, q = '') =>
      q.length < padelUserSearchMinLength ? [] : padelPlayers(callerId, { q }),

    favorites: async (callerId: string) =>
      padelPlayers(callerId, { only: await starredBy(callerId) }),

    async star(callerId: string, userId: string): Promise<void> {
      if (userId === callerId) throw invalidField('userId', 'You cannot star yourself');
      if (!(await isOpenAccount(db, userId))) throw notFound('Player');
      await addStar(db, callerId, userId, clock.now().toISOString());
    },

    async unstar(callerId: string, userId: string): Promise<void> {
      if (!(await removeStar(db, callerId, userId))) throw notFound('Favorite');
    },
  };
}
