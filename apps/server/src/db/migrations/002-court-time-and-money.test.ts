import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '#test/helpers/test-database.js';
import { createDatabase } from '#server/db/dialect.js';
import { migrationProvider } from './index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
describe(`migration 002 moves existing data (${testDialect})`, () => {
  let database: TestDatabase;
  let db: Kysely<any>;
  const at = '2026-11-01T10:00:00.000Z';
  const ids = {
    player: 'u-player',
    owner: 'u-owner',
    club: 'c-1',
    court: 'k-1',
    held: 'b-held',
    cash: 'b-cash',
    coins: 'b-coins',
    heldPayment: 'p-held',
    cashPayment: 'p-cash',
    coinPayment: 'p-coins',
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.target);
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('001-initial')).error).toBeUndefined();
    await fillInTheOldShape(db);
    // Up to the last migration before claims became half hours (032 has its own test).
    const { error } = await migrator.migrateTo('031-club-cancellation-rule');
    expect(error).toBeUndefined();
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  async function fillInTheOldShape(old: Kysely<any>) {
    const person = (id: string, role: string) => ({
      id,
      username: id,
      phone: `+34${id.length}${id.charCodeAt(2)}`,
      password_hash: 'x',
      first_name: id,
      role,
      created_at: at,
    });
    await old
      .insertInto('users')
      .values([person(ids.player, 'player'), person(ids.owner, 'owner')])
      .execute();
    await old
      .insertInto('clubs')
      .values({
        id: ids.club,
        owner_id: ids.owner,
        name: 'Club',
        address: 'A',
        latitude: 0,
        longitude: 0,
        time_zone: 'Europe/Madrid',
        currency: 'USD',
        created_at: at,
      })
      .execute();
    await old
      .insertInto('courts')
      .values({
        id: ids.court,
        club_id: ids.club,
        name: 'Court',
        sport: 'padel',
        capacity: 4,
        created_at: at,
      })
      .execute();
    const payment = (id: string, subject: string, method: string, status: string) => ({
      id,
      user_id: ids.player,
      purpose: 'booking',
      subject_id: subject,
      method,
      amount: 2400,
      currency: 'USD',
      status,
      created_at: at,
      updated_at: at,
    });
    await old
      .insertInto('payments')
      .values([
        payment(ids.heldPayment, ids.held, 'card', 'pending'),
        payment(ids.cashPayment, ids.cash, 'cash', 'pending'),
        payment(ids.coinPayment, ids.coins, 'coins', 'succeeded'),
      ])
      .execute();
    const booking = (
      id: string,
      hour: number,
      status: string,
      paymentId: string,
      holdUntil: string | null,
    ) => ({
      id,
      user_id: ids.player,
      court_id: ids.court,
      starts_at: `2030-01-01T${hour}:00:00.000Z`,
      ends_at: `2030-01-01T${hour + 1}:00:00.000Z`,
      duration_minutes: 60,
      status,
      hold_expires_at: holdUntil,
      amount: 2400,
      currency: 'USD',
      payment_id: paymentId,
      created_at: at,
    });
    const holdUntil = '2030-01-01T00:10:00.000Z';
    await old
      .insertInto('bookings')
      .values([
        booking(ids.held, 10, 'held', ids.heldPayment, holdUntil),
        booking(ids.cash, 12, 'confirmed', ids.cashPayment, null),
        booking(ids.coins, 14, 'cancelled', ids.coinPayment, null),
      ])
      .execute();
    await old
      .insertInto('court_claims')
      .values([
        {
          court_id: ids.court,
          hour_start: '2030-01-01T10:00:00.000Z',
          kind: 'hold',
          subject_id: ids.held,
          expires_at: holdUntil,
        },
        {
          court_id: ids.court,
          hour_start: '2030-01-01T12:00:00.000Z',
          kind: 'booking',
          subject_id: ids.cash,
          expires_at: null,
        },
        {
          court_id: ids.court,
          hour_start: '2030-01-02T12:00:00.000Z',
          kind: 'activity',
          subject_id: 'occ-1',
          expires_at: null,
        },
      ])
      .execute();
    const ledger = (id: string, delta: number, reason: string, ref: string) => ({
      id,
      user_id: ids.player,
      delta,
      reason,
      ref,
      created_at: at,
    });
    await old
      .insertInto('coin_ledger')
      .values([
        ledger('l-1', 500, 'pack_purchase', 'p-pack'),
        ledger('l-2', -240, 'booking_payment', ids.coins),
        ledger('l-3', 240, 'booking_refund', ids.coins),
      ])
      .execute();
  }

  it('names each claim’s owner and turns a hold claim into a held booking claim with its hold row', async () => {
    const claims = await db.selectFrom('court_claims').selectAll().orderBy('hour_start').execute();
    expect(claims.map((c) => [c.owner_kind, c.owner_id, c.held_until])).toEqual([
      ['booking', ids.held, '2030-01-01T00:10:00.000Z'],
      ['booking', ids.cash, null],
      ['activity', 'occ-1', null],
    ]);
    expect(await db.selectFrom('court_holds').selectAll().execute()).toEqual([
      {
        owner_kind: 'booking',
        owner_id: ids.held,
        holder_id: ids.player,
        held_until: '2030-01-01T00:10:00.000Z',
      },
    ]);
  });

  it('says cash is due at the club and which club each booking pays', async () => {
    const payments = await db
      .selectFrom('payments')
      .select(['id', 'status', 'payee_club_id'])
      .orderBy('id')
      .execute();
    expect(payments).toEqual([
      { id: ids.cashPayment, status: 'due_at_club', payee_club_id: ids.club },
      { id: ids.coinPayment, status: 'succeeded', payee_club_id: ids.club },
      { id: ids.heldPayment, status: 'pending', payee_club_id: ids.club },
    ]);
  });

  it('keys coin movements by payment and opens coin accounts with the ledger’s balance', async () => {
    const ledger = await db
      .selectFrom('coin_ledger')
      .select(['id', 'reason', 'ref'])
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { id: 'l-1', reason: 'pack_purchase', ref: 'p-pack' },
      { id: 'l-2', reason: 'payment', ref: ids.coinPayment },
      { id: 'l-3', reason: 'refund', ref: ids.coinPayment },
    ]);
    expect(await db.selectFrom('coin_accounts').selectAll().execute()).toEqual([
      { user_id: ids.player, balance: 500 },
    ]);
  });

  it('keeps enforcing one claim per court hour and the new states', async () => {
    await expect(
      db
        .insertInto('court_claims')
        .values({
          court_id: ids.court,
          hour_start: '2030-01-01T12:00:00.000Z',
          owner_kind: 'match',
          owner_id: 'm-1',
        })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .updateTable('payments')
        .set({ status: 'bogus' })
        .where('id', '=', ids.cashPayment)
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .updateTable('coin_accounts')
        .set({ balance: -1 })
        .where('user_id', '=', ids.player)
        .execute(),
    ).rejects.toThrow();
  });
});
