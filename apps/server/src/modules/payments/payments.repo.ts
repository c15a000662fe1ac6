import type { HostedPaymentMethod } from '@courtside/shared';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  Database,
  PaymentProviderEventsTable,
  PaymentsTable,
  PaymentStatus,
} from '#server/db/database.js';
import { reusedQuery } from '#server/db/reused-query.js';
import { supportsRowLocks } from '#server/db/dialect-of.js';
import { afterStartAndId } from '#server/db/keyset.js';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import type { ProviderName } from '#server/payments/provider.js';
import { canMove } from './payment-states.js';

export type PaymentRow = Selectable<PaymentsTable>;

const insertPaymentRow = reusedQuery((db, payment: Insertable<PaymentsTable>) =>
  db.insertInto('payments').values(payment),
);

export async function insertPayment(
  db: Kysely<Database>,
  payment: Insertable<PaymentsTable>,
): Promise<void> {
  await insertPaymentRow(db, payment);
}

export function findPayment(db: Kysely<Database>, id: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The payment row under a lock held to the end of the transaction (PostgreSQL). */
export function lockPayment(db: Kysely<Database>, id: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', id)
    .$if(supportsRowLocks(db), (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export function findByIdempotencyKey(
  db: Kysely<Database>,
  userId: string,
  key: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Moves a payment from one state to another only if it is still in `from`: of two racing
 * deliveries exactly one wins. Answers whether this one did.
 */
export async function movePayment(
  db: Kysely<Database>,
  id: string,
  from: PaymentStatus,
  to: PaymentStatus,
  nowIso: string,
  fields: Pick<Updateable<PaymentsTable>, 'refund_to' | 'refund_ref' | 'refund_amount'> = {},
): Promise<boolean> {
  if (!canMove(from, to)) throw new Error(`A payment cannot move from ${from} to ${to}`);
  const result = await db
    .updateTable('payments')
    .set({ status: to, updated_at: nowIso, ...fields })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Keeps where the payer pays and the provider that takes the money (the one that will refund
 * it); a second start of the same payment writes the same values.
 */
export async function setCheckout(
  db: Kysely<Database>,
  id: string,
  checkout: { provider: ProviderName; providerRef: string; checkoutUrl: string },
): Promise<void> {
  await db
    .updateTable('payments')
    .set({
      provider: checkout.provider,
      provider_ref: checkout.providerRef,
      checkout_url: checkout.checkoutUrl,
    })
    .where('id', '=', id)
    .execute();
}

/** Refunds owed through these providers, oldest first (others wait for theirs). */
export async function refundsPending(
  db: Kysely<Database>,
  providers: ProviderName[],
  limit: number,
): Promise<PaymentRow[]> {
  if (providers.length === 0) return [];
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', 'refund_pending')
    .where('provider', 'in', providers)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** Refunds owed through any provider, oldest first then by id, after a keyset cursor. */
export function owedRefunds(
  db: Kysely<Database>,
  count: number,
  after?: { startsAt: string; id: string },
) {
  return db
    .selectFrom('payments')
    .select(['id', 'purpose', 'method', 'amount', 'currency', 'provider', 'updated_at'])
    .where('status', '=', 'refund_pending')
    .where('provider', 'is not', null)
    .$if(after !== undefined, (qb) =>
      qb.where(afterStartAndId({ start: 'updated_at', id: 'id' }, after!)),
    )
    .orderBy('updated_at')
    .orderBy('id')
    .limit(count)
    .execute();
}

/** The club a payment is for, to ask who may mark its cash collected. */
export async function payeeClubOf(db: Kysely<Database>, paymentId: string) {
  const row = await db
    .selectFrom('payments')
    .select('payee_club_id')
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!row?.payee_club_id) return undefined;
  return (await clubReads.clubsById(db, [row.payee_club_id])).get(row.payee_club_id);
}

/** What money keeps about a person, for Download my data. */
export async function moneyDataOf(db: Kysely<Database>, userId: string) {
  const [payments, ledger, account] = await Promise.all([
    db
      .selectFrom('payments')
      .select([
        'id',
        'purpose',
        'subject_id',
        'method',
        'amount',
        'currency',
        'status',
        'payer_phone',
        'refund_to',
        'created_at',
        'updated_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('coin_ledger').selectAll().where('user_id', '=', userId).execute(),
    db
      .selectFrom('coin_accounts')
      .select('balance')
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { payments, coins: { balance: account?.balance ?? 0, ledger } };
}

/** Payments stay in the clubs' books; the payer's phone on them goes with the account. */
export async function erasePayerPhones(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('payments')
    .set({ payer_phone: null })
    .where('user_id', '=', userId)
    .execute();
}

/** How many payments are in each state, in one grouped read (for the metrics). */
export function paymentCountsByStatus(db: Kysely<Database>) {
  return db
    .selectFrom('payments')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
}

/**
 * Payments that ended on our side while their checkout is still open, of these providers'
 * methods (each provider name with the methods it can close).
 */
export function checkoutsLeftOpen(
  db: Kysely<Database>,
  closers: Array<{ provider: ProviderName; methods: HostedPaymentMethod[] }>,
  limit: number,
): Promise<Array<Pick<PaymentRow, 'id' | 'method' | 'provider' | 'provider_ref'>>> {
  return db
    .selectFrom('payments')
    .select(['id', 'method', 'provider', 'provider_ref'])
    .where('status', 'in', ['expired', 'cancelled', 'failed'])
    .where('checkout_url', 'is not', null)
    .where((eb) =>
      eb.or(
        closers.map(({ provider, methods }) =>
          eb.and([eb('provider', '=', provider), eb('method', 'in', methods)]),
        ),
      ),
    )
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** The checkout is closed at its provider: nobody is sent to it again. */
export async function forgetCheckout(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('payments').set({ checkout_url: null }).where('id', '=', id).execute();
}

/**
 * Keeps a provider's event once, in one statement: answers true to the one delivery that kept
 * it, false to every other (a replay, or a delivery racing it), however many come at once.
 */
export async function keepProviderEvent(
  db: Kysely<Database>,
  event: Insertable<PaymentProviderEventsTable>,
): Promise<boolean> {
  const kept = await db
    .insertInto('payment_provider_events')
    .values(event)
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return kept !== undefined;
}
