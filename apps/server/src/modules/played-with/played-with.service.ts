import type { PlayedWithPerson } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Clock } from '#server/lib/clock.js';
import { personName, userReads } from '#server/modules/users/users.service.js';

/** One game the reader shared with another player: who, and when it started. */
export interface Encounter {
  userId: string;
  startsAt: string;
}

/**
 * Where the games a person played with others are read: matches both were seated in, nights
 * both played (each feature registers its own reader, so the SQL stays where its tables are).
 */
export type EncounterReader = (
  db: Kysely<Database>,
  userId: string,
  beforeIso: string,
) => Promise<Encounter[]>;

/** The most people the list gives: the most recent. */
const listLimit = 100;

/**
 * "Played with": the people a player shared a game with, from every feature's games that have
 * started, the most recent first. Closed accounts are left out; nothing is stored, so the list
 * follows each person's account and games as they are.
 */
export function createPlayedWith(deps: {
  db: Kysely<Database>;
  clock: Clock;
  readers: readonly EncounterReader[];
}) {
  const { db, clock } = deps;

  async function list(userId: string): Promise<PlayedWithPerson[]> {
    const nowIso = clock.now().toISOString();
    const found = (await Promise.all(deps.readers.map((read) => read(db, userId, nowIso)))).flat();
    const byPerson = new Map<string, { games: number; last: string }>();
    for (const { userId: other, startsAt } of found) {
      if (other === userId) continue;
      const seen = byPerson.get(other);
      byPerson.set(other, {
        games: (seen?.games ?? 0) + 1,
        last: seen && seen.last > startsAt ? seen.last : startsAt,
      });
    }
    const people = await userReads.openPeopleOf(db, [...byPerson.keys()]);
    return people
      .map((person) => {
        const { games, last } = byPerson.get(person.id)!;
        return {
          id: person.id,
          name: personName(person.first_name, person.last_name),
          photo: person.photo,
          games,
          lastPlayedAt: last,
        };
      })
      .sort((a, b) => b.lastPlayedAt.localeCompare(a.lastPlayedAt) || a.name.localeCompare(b.name))
      .slice(0, listLimit);
  }

  return {
    list,
    /** Which of `ids` the player has played with (open accounts only). */
    async among(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const wanted = new Set(ids);
      return new Set((await list(userId)).filter((p) => wanted.has(p.id)).map((p) => p.id));
    },
  };
}
export type PlayedWith = ReturnType<typeof createPlayedWith>;
