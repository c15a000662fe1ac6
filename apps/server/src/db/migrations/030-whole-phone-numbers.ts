import { storedPhone } from '@courtside/shared';
import type { Kysely } from 'kysely';

/* Phone numbers are kept whole (issue 40): an international number in E.164, with its plus, so
 * that it is shown and dialled back as it was given, and the spec's ten-digit local number as
 * its digits (packages/shared storedPhone). Until now every number was kept as its digits
 * alone (012-phone-digits), a country code without its plus; such a number gets its plus back
 * when the digits read as a valid international number. A number the rule cannot read (a
 * national number stored without its country, a club applicant's as typed) stays as it was,
 * shown as it is and still found at sign-in (phoneLookupKeys). An account whose number's new
 * form another account already holds keeps its old form, as 012 did. */

/** Where numbers are kept: the accounts' (unique), and the copies kept with what they gave. */
const copies: Array<[table: string, column: string]> = [
  ['coaches', 'phone'],
  ['match_requests', 'phone'],
  ['championship_requests', 'phone'],
  ['payments', 'payer_phone'],
  ['bookings', 'walk_in_phone'],
  ['club_applications', 'contact_phone'],
];

/** A stored number in its whole form, or null when it stays as it is. */
function wholeForm(stored: string): string | null {
  const whole = storedPhone(stored) ?? (/^\d+$/.test(stored) ? storedPhone(`+${stored}`) : null);
  return whole !== null && whole !== stored ? whole : null;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
async function distinctValues(db: Kysely<any>, table: string, column: string): Promise<string[]> {
  const rows = (await db
    .selectFrom(table)
    .select(`${column} as value`)
    .distinct()
    .where(column, 'is not', null)
    .execute()) as Array<{ value: string }>;
  return rows.map((row) => row.value);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const phone of await distinctValues(db, 'users', 'phone')) {
    const whole = wholeForm(phone);
    if (whole === null) continue;
    const holder = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', whole)
      .executeTakeFirst();
    if (!holder)
      await db.updateTable('users').set({ phone: whole }).where('phone', '=', phone).execute();
  }
  for (const [table, column] of copies)
    for (const phone of await distinctValues(db, table, column)) {
      const whole = wholeForm(phone);
      if (whole !== null)
        await db
          .updateTable(table)
          .set({ [column]: whole })
          .where(column, '=', phone)
          .execute();
    }
}
