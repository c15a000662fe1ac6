import { sql, type Kysely } from 'kysely';

/* A partner named in a request to join a match is asked, and is seated only once they accept:
 * one row per request and partner with their answer. Partners of requests already answered
 * were seated or turned away with them, so their rows read accepted; partners of requests
 * still pending are asked now. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('match_partner_answers')
    .addColumn('request_id', 'text', (c) => c.notNull().references('match_requests.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('answer', 'text', (c) =>
      c.notNull().check(sql`answer in ('pending', 'accepted', 'declined')`),
    )
    .addColumn('answered_at', 'text')
    .addPrimaryKeyConstraint('match_partner_answers_pk', ['request_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('match_partner_answers_user_idx')
    .on('match_partner_answers')
    .column('user_id')
    .execute();

  const requests = (await db
    .selectFrom('match_requests')
    .select(['id', 'partners', 'status', 'created_at'])
    .where('partners', '!=', '[]')
    .execute()) as Array<{ id: string; partners: string; status: string; created_at: string }>;
  for (const request of requests) {
    const pending = request.status === 'pending';
    for (const userId of JSON.parse(request.partners) as string[])
      await db
        .insertInto('match_partner_answers')
        .values({
          request_id: request.id,
          user_id: userId,
          answer: pending ? 'pending' : 'accepted',
          answered_at: pending ? null : request.created_at,
        })
        .execute();
  }
}
