import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * An owner ('u-owner') and their club ('c-1') written straight into a database migrated part
 * of the way, as a migration's test needs rows from before it runs.
 */
export async function anOwnerAndClub(
  db: Kysely<any>,
  club: { timeZone: string; currency: string },
  at = '2026-11-01T10:00:00.000Z',
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: 'u-owner',
      username: 'owner',
      phone: '+34611000111',
      password_hash: 'x',
      first_name: 'Owner',
      role: 'owner',
      created_at: at,
    })
    .execute();
  await db
    .insertInto('clubs')
    .values({
      id: 'c-1',
      owner_id: 'u-owner',
      name: 'Club',
      address: 'A',
      latitude: 0,
      longitude: 0,
      time_zone: club.timeZone,
      currency: club.currency,
      created_at: at,
      cell: 0,
    })
    .execute();
}
