import type { Kysely } from 'kysely';

/* A notification can name someone other than its reader (a player asking to join a match or
 * a championship, named to its organiser or the club's owner): it now says whom, so that
 * closing that person's account erases their name from it. Notifications written before name
 * their requester in the text only: each is tied to the live requester of that match or
 * championship with that name, and one naming nobody live any more (a closed account) loses
 * the name now. */

const requestTables = {
  championship_request_received: {
    table: 'championship_requests',
    of: 'championship_id',
    key: 'championshipId',
  },
  match_request_received: { table: 'match_requests', of: 'match_id', key: 'matchId' },
} as const;

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('about_user_id', 'text').execute();
  await db.schema
    .createIndex('notifications_about_user')
    .on('notifications')
    .column('about_user_id')
    .execute();
  for (const [kind, requests] of Object.entries(requestTables))
    await tieRequesters(db, kind, requests);
}

async function tieRequesters(
  db: Kysely<any>,
  kind: string,
  requests: (typeof requestTables)[keyof typeof requestTables],
): Promise<void> {
  const named = (await db
    .selectFrom('notifications')
    .select(['id', 'payload'])
    .where('kind', '=', kind)
    .execute()) as Array<{ id: string; payload: string }>;
  for (const { id, payload } of named) {
    const facts = JSON.parse(payload) as Record<string, unknown>;
    const requesters = (await db
      .selectFrom(`${requests.table} as r`)
      .innerJoin('users', 'users.id', 'r.user_id')
      .select(['users.id', 'users.first_name', 'users.last_name'])
      .where(`r.${requests.of}`, '=', String(facts[requests.key]))
      .where('users.deleted_at', 'is', null)
      .execute()) as Array<{ id: string; first_name: string; last_name: string | null }>;
    const about = requesters.find(
      (r) => [r.first_name, r.last_name].filter(Boolean).join(' ') === facts.requester,
    );
    await db
      .updateTable('notifications')
      .set(
        about
          ? { about_user_id: about.id }
          : { payload: JSON.stringify({ ...facts, requester: null }) },
      )
      .where('id', '=', id)
      .execute();
  }
}
