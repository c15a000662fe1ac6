import { sql, type Kysely } from 'kysely';

/* A phone number is stored as its digits alone (until 030-whole-phone-numbers), so that a
 * leading plus can no longer make a second account of a number another account holds. Numbers
 * stored with their plus lose it; an account whose number, without the plus, another account
 * already holds keeps it as it is (it can still sign in by username) rather than taking the
 * other's number. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const plussed = (await db
    .selectFrom('users')
    .select(['id', 'phone'])
    .where('phone', 'like', '+%')
    .execute()) as Array<{ id: string; phone: string }>;
  for (const { id, phone } of plussed) {
    const digits = phone.replace(/\D/g, '');
    const holder = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', digits)
      .executeTakeFirst();
    if (!holder)
      await db.updateTable('users').set({ phone: digits }).where('id', '=', id).execute();
  }
  // Copies of numbers kept with requests, payments, walk-ins and coaches take the same form.
  const copies: Array<[table: string, column: string]> = [
    ['coaches', 'phone'],
    ['match_requests', 'phone'],
    ['championship_requests', 'phone'],
    ['payments', 'payer_phone'],
    ['bookings', 'walk_in_phone'],
  ];
  for (const [table, column] of copies)
    await db
      .updateTable(table)
      .set({ [column]: sql`replace(${sql.ref(column)}, '+', '')` })
      .where(column, 'like', '+%')
      .execute();
}
