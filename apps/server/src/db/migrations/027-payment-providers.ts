import type { Kysely } from 'kysely';

/* A payment keeps the provider whose checkout took its money, so that its refund goes back
 * there even when another provider serves its method later (Stripe's keys added or taken
 * away). Payments made before are known by their checkout's reference: Stripe's Checkout
 * Sessions are `cs_…`; every other hosted checkout was the sandbox's (`sbx_…`, and the demo
 * data's). Cash, coins and checkouts never opened took no money at a provider. */

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('provider', 'text').execute();
  const hostedWithCheckout = db
    .updateTable('payments')
    .where('method', 'in', ['wallet', 'mobile', 'card'])
    .where('provider_ref', 'is not', null);
  await hostedWithCheckout
    .set({ provider: 'stripe' })
    .where('provider_ref', 'like', 'cs%')
    .execute();
  await hostedWithCheckout.set({ provider: 'sandbox' }).where('provider', 'is', null).execute();
}
