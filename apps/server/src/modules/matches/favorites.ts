import type { PadelUser } from '@courtside/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import { invalidField, notFound } from '#server/lib/domain-error.js';

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Padel players to pick as partners, and the players a user starred (favorite matches). */
export function createPlayerLists(db: Kysely<Database>, clock: Clock) {
  async function starredBy(userId: string): Promise<Set<string>> {
    const rows = await db
      .selectFrom('favorites')
      .select('favorite_id')
      .where('user_id', '=', userId)
      .execute();
    return new Set(rows.map((row) => row.favorite_id));
  }

  async function padelPlayers(callerId: string, filter: { q?: string; only?: Set<string> }) {
    if (filter.only && filter.only.size === 0) return [];
    const rows = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'photo', 'padel_level', 'gender'])
      .where('plays_padel', '=', 1)
      .where('deleted_at', 'is', null)
      .where('id', '!=', callerId)
      .$if(filter.only !== undefined, (qb) => qb.where('id', 'in', [...filter.only!]))
      .$if(Boolean(filter.q), (qb) =>
        qb.where(
          sql<boolean>`lower(first_name || ' ' || coalesce(last_name, '')) like ${likePattern(filter.q!)} escape '\\'`,
        ),
      )
      .orderBy('first_name')
      .orderBy('id')
      .limit(50)
      .execute();
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
    /** GET /user/padel/users: padel players other than the caller, by name. */
    padelUsers: (callerId: string, q?: string) => padelPlayers(callerId, { q }),

    favorites: async (callerId: string) =>
      padelPlayers(callerId, { only: await starredBy(callerId) }),

    async star(callerId: string, userId: string): Promise<void> {
      if (userId === callerId) throw invalidField('userId', 'You cannot star yourself');
      const found = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!found) throw notFound('Player');
      await db
        .insertInto('favorites')
        .values({ user_id: callerId, favorite_id: userId, created_at: clock.now().toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'favorite_id']).doNothing())
        .execute();
    },

    async unstar(callerId: string, userId: string): Promise<void> {
      const removed = await db
        .deleteFrom('favorites')
        .where('user_id', '=', callerId)
        .where('favorite_id', '=', userId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw notFound('Favorite');
    },
  };
}
