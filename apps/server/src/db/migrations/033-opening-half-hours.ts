import { sql, type Kysely } from 'kysely';

/* Opening hours on the half hour (docs/decisions.md, "Opening hours on the half hour"):
 * club_opening_hours keeps each weekday's opening as minutes of the club's day, opens_minute
 * (510 is 08:30) and closes_minute (1440 is midnight), instead of the first and last starting
 * hours. A day that opened at first_hour and took its last game at last_hour closes at the end
 * of that hour, so every club keeps the hours its owner set. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['opens_minute', 'closes_minute'])
    await db.schema
      .alterTable('club_opening_hours')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await sql`update club_opening_hours
    set opens_minute = first_hour * 60, closes_minute = (last_hour + 1) * 60`.execute(db);
  for (const column of ['first_hour', 'last_hour'])
    await db.schema.alterTable('club_opening_hours').dropColumn(column).execute();
}
