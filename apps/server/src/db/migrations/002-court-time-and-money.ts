import { sql, type Kysely } from 'kysely';
import { supportsRowLocks } from '../dialect-of.js';

/* Court time and money become shared services (docs/decisions.md, "Court time and money
 * are services"):
 * - a claim names its owner (kind and id); a hold is a claim with `held_until`, and each
 *   hold also has one row in `court_holds`, which the sweeper reads;
 * - payments gain the cash state, the late and refund states, idempotency keys, the stored
 *   checkout address and the club that is paid;
 * - each user has a coin account whose balance is kept beside the ledger, so a debit is one
 *   conditional update under the row's lock;
 * - ledger reasons name what happened to money, and their `ref` is always a payment id.
 * SQLite cannot change a CHECK constraint in place, so its tables are rebuilt (the
 * documented twelve-step way, foreign keys off meanwhile); PostgreSQL alters them. */

/* eslint-disable @typescript-eslint/no-explicit-any */
const claimOwnerKinds = sql`owner_kind in ('booking', 'match', 'championship', 'activity')`;
const paymentStatuses = sql`status in ('pending', 'due_at_club', 'succeeded', 'failed', 'expired',
  'cancelled', 'refund_pending', 'refunded', 'no_show')`;
const ledgerReasons = sql`reason in ('pack_purchase', 'payment', 'refund', 'adjustment')`;

export async function up(db: Kysely<any>): Promise<void> {
  if (supportsRowLocks(db)) await alterPostgres(db);
  else await rebuildSqlite(db);
  await createSharedTables(db);
  await moveData(db);
}

async function createSharedTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('court_holds')
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(claimOwnerKinds))
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('holder_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('held_until', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('court_holds_pk', ['owner_kind', 'owner_id'])
    .execute();
  await db.schema
    .createIndex('court_holds_until_idx')
    .on('court_holds')
    .column('held_until')
    .execute();
  await db.schema
    .createIndex('court_holds_holder_idx')
    .on('court_holds')
    .columns(['holder_id', 'held_until'])
    .execute();

  await db.schema
    .createTable('coin_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('balance', 'integer', (c) => c.notNull().check(sql`balance >= 0`))
    .execute();

  await db.schema
    .createIndex('payments_idempotency_idx')
    .on('payments')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('payments_refund_pending_idx')
    .on('payments')
    .column('status')
    .where('status', '=', 'refund_pending')
    .execute();
}

async function moveData(db: Kysely<any>): Promise<void> {
  // Live holds get their hold row; their claims already carry held_until.
  await sql`insert into court_holds (owner_kind, owner_id, holder_id, held_until)
    select 'booking', id, user_id, hold_expires_at from bookings
    where status = 'held' and hold_expires_at is not null`.execute(db);
  // Cash not yet collected is now said so; it was 'pending' before.
  await sql`update payments set status = 'due_at_club'
    where method = 'cash' and status = 'pending'`.execute(db);
  await sql`update payments set payee_club_id = (
      select courts.club_id from bookings join courts on courts.id = bookings.court_id
      where bookings.id = payments.subject_id)
    where purpose = 'booking'`.execute(db);
  await sql`insert into coin_accounts (user_id, balance)
    select user_id, sum(delta) from coin_ledger group by user_id`.execute(db);
}

async function alterPostgres(db: Kysely<any>): Promise<void> {
  await sql`alter table court_claims drop constraint court_claims_kind_check`.execute(db);
  await sql`update court_claims set kind = 'booking' where kind = 'hold'`.execute(db);
  await sql`alter table court_claims rename column kind to owner_kind`.execute(db);
  await sql`alter table court_claims rename column subject_id to owner_id`.execute(db);
  await sql`alter table court_claims rename column expires_at to held_until`.execute(db);
  await sql`alter table court_claims add constraint court_claims_owner_kind_check
    check (${claimOwnerKinds})`.execute(db);
  await sql`alter index court_claims_subject_idx rename to court_claims_owner_idx`.execute(db);

  await sql`alter table payments drop constraint payments_status_check`.execute(db);
  await sql`alter table payments add constraint payments_status_check
    check (${paymentStatuses})`.execute(db);
  for (const column of paymentColumns)
    await sql`alter table payments add column ${sql.raw(column)}`.execute(db);

  await sql`alter table coin_ledger drop constraint coin_ledger_reason_check`.execute(db);
  await sql.raw(ledgerReasonUpdates).execute(db);
  await sql`alter table coin_ledger add constraint coin_ledger_reason_check
    check (${ledgerReasons})`.execute(db);
}

const paymentColumns = [
  'idempotency_key text',
  'request_fingerprint text',
  'checkout_url text',
  'payee_club_id text references clubs (id)',
  "refund_to text check (refund_to in ('coins', 'provider'))",
  'refund_ref text',
];

/* A payment made with coins, or a refund of one, was keyed by its booking; it is now keyed
 * by the payment itself, whatever was bought. */
const ledgerReasonUpdates = `
  update coin_ledger set
    reason = case reason when 'booking_payment' then 'payment' else 'refund' end,
    ref = coalesce((select payment_id from bookings where bookings.id = coin_ledger.ref), ref)
  where reason in ('booking_payment', 'booking_refund')`;

async function rebuildSqlite(db: Kysely<any>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await rebuild(trx, 'court_claims', courtClaimsTable, courtClaimsCopy);
      await trx.schema
        .createIndex('court_claims_owner_idx')
        .on('court_claims')
        .column('owner_id')
        .execute();
      await rebuild(trx, 'payments', paymentsTable, paymentsCopy);
      await trx.schema
        .createIndex('payments_subject_idx')
        .on('payments')
        .columns(['purpose', 'subject_id'])
        .execute();
      await rebuild(trx, 'coin_ledger', coinLedgerTable, coinLedgerCopy);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error('Foreign keys broken by the rebuild');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function rebuild(trx: Kysely<any>, table: string, create: string, copy: string) {
  await sql.raw(create.replace('$table', `${table}_next`)).execute(trx);
  await sql.raw(copy.replace('$table', `${table}_next`)).execute(trx);
  await sql.raw(`drop table ${table}`).execute(trx);
  await sql.raw(`alter table ${table}_next rename to ${table}`).execute(trx);
}

const courtClaimsTable = `create table $table (
  court_id text not null references courts (id) on delete cascade,
  hour_start text not null,
  owner_kind text not null check (owner_kind in ('booking', 'match', 'championship', 'activity')),
  owner_id text not null,
  held_until text,
  constraint court_claims_pk primary key (court_id, hour_start))`;
const courtClaimsCopy = `insert into $table (court_id, hour_start, owner_kind, owner_id, held_until)
  select court_id, hour_start, case kind when 'hold' then 'booking' else kind end,
    subject_id, expires_at from court_claims`;

const paymentsTable = `create table $table (
  id text primary key,
  user_id text not null references users (id),
  purpose text not null check (purpose in ('booking', 'coin_pack', 'championship', 'activity')),
  subject_id text not null,
  method text not null check (method in ('wallet', 'mobile', 'card', 'cash', 'coins')),
  provider_ref text unique,
  amount integer not null check (amount >= 0),
  currency text not null,
  status text not null check (status in ('pending', 'due_at_club', 'succeeded', 'failed',
    'expired', 'cancelled', 'refund_pending', 'refunded', 'no_show')),
  payer_phone text,
  created_at text not null,
  updated_at text not null,
  ${paymentColumns.join(',\n  ')})`;
const paymentsCopy = `insert into $table (id, user_id, purpose, subject_id, method, provider_ref,
    amount, currency, status, payer_phone, created_at, updated_at)
  select id, user_id, purpose, subject_id, method, provider_ref, amount, currency, status,
    payer_phone, created_at, updated_at from payments`;

const coinLedgerTable = `create table $table (
  id text primary key,
  user_id text not null references users (id),
  delta integer not null,
  reason text not null check (reason in ('pack_purchase', 'payment', 'refund', 'adjustment')),
  ref text not null,
  created_at text not null,
  constraint coin_ledger_once unique (user_id, reason, ref))`;
const coinLedgerCopy = `insert into $table (id, user_id, delta, reason, ref, created_at)
  select id, user_id, delta,
    case reason when 'booking_payment' then 'payment' when 'booking_refund' then 'refund'
      else reason end,
    case when reason in ('booking_payment', 'booking_refund')
      then coalesce((select payment_id from bookings where bookings.id = coin_ledger.ref), ref)
      else ref end,
    created_at from coin_ledger`;
