import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useEmptyDatabase } from '#test/helpers/empty-database.js';
import { testDialect } from '#test/helpers/test-database.js';
import { migrationProvider } from './migrations/index.js';

describe(`partners named in requests made before they were asked, ${testDialect}`, () => {
  const dbOf = useEmptyDatabase();

  const at = '2026-11-01T10:00:00.000Z';
  const person = (id: string) => ({
    id,
    username: id,
    phone: `6${id.length}${id.charCodeAt(0)}000000`,
    password_hash: 'hash',
    first_name: id,
    role: 'player' as const,
    plays_padel: 1 as const,
    plays_football: 0 as const,
    created_at: at,
  });
  const request = (
    id: string,
    user: string,
    status: 'pending' | 'confirmed',
    partners: string[],
  ) => ({
    id,
    match_id: 'match',
    user_id: user,
    phone: '600000000',
    partners: JSON.stringify(partners),
    status,
    created_at: at,
  });

  it('are asked when the request is still pending, and count as accepted when it was answered', async () => {
    const db = dbOf();
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('012-phone-digits')).error).toBeUndefined();
    await db
      .insertInto('users')
      .values(['olga', 'ana', 'bea', 'carl', 'dan'].map(person))
      .execute();
    await db
      .insertInto('clubs')
      .values({
        id: 'club',
        owner_id: 'olga',
        name: 'Club',
        address: 'Street 1',
        latitude: 40,
        longitude: -3,
        time_zone: 'Europe/Madrid',
        currency: 'EUR',
        photo: null,
        created_at: at,
      })
      .execute();
    await db
      .insertInto('matches')
      .values({
        id: 'match',
        owner_id: 'olga',
        club_id: 'club',
        court_id: null,
        starts_at: '2026-12-01T18:00:00.000Z',
        duration_minutes: 60,
        gender: 'mix',
        court_type: 'indoor',
        privacy: 'public',
        level_min: 1,
        level_max: 7,
        description: null,
        status: 'open',
        created_at: at,
      })
      .execute();
    await db
      .insertInto('match_requests')
      .values([
        request('waiting', 'ana', 'pending', ['bea', 'carl']),
        request('seated', 'dan', 'confirmed', ['olga']),
        request('alone', 'carl', 'pending', []),
      ])
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const answers = await db
      .selectFrom('match_partner_answers')
      .select(['request_id', 'user_id', 'answer', 'answered_at'])
      .orderBy('request_id')
      .orderBy('user_id')
      .execute();
    expect(answers).toEqual([
      { request_id: 'seated', user_id: 'olga', answer: 'accepted', answered_at: at },
      { request_id: 'waiting', user_id: 'bea', answer: 'pending', answered_at: null },
      { request_id: 'waiting', user_id: 'carl', answer: 'pending', answered_at: null },
    ]);
  });
});
