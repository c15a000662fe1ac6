import {
  coinsForAmount,
  errorCodes,
  hostedPaymentMethodSchema,
  normalizePhone,
  type BookingPaymentBody,
  type HostedPaymentMethod,
  type Payment,
  type PaymentMethod,
  type ProviderCallback,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError, notFound } from '../../lib/domain-error.js';
import { newId } from '../../lib/ids.js';
import type { PaymentProviders } from '../../payments/provider.js';
import { toMyBooking } from '../bookings/booking.mapper.js';
import type { BookingsService, Caller } from '../bookings/bookings.service.js';
import { coinBalance, recordCoins } from './ledger.repo.js';
import * as repo from './payments.repo.js';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  bookings: BookingsService;
  providers: PaymentProviders;
}

const toPayment = (row: repo.PaymentRow): Payment => ({
  id: row.id,
  purpose: row.purpose,
  subjectId: row.subject_id,
  method: row.method,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
});

const invalidCallback = () =>
  new DomainError(401, 'INVALID_SIGNATURE', 'The callback signature does not match');

export function createPaymentsService({ db, clock, bookings, providers }: Deps) {
  /** Applies a verified provider decision once; later deliveries of it change nothing. */
  async function settle(payment: repo.PaymentRow, callback: ProviderCallback): Promise<void> {
    const nowIso = clock.now().toISOString();
    await bookings.courtTransaction(async (trx) => {
      if (payment.status === 'failed' && callback.status === 'succeeded') {
        // The payer paid after the hold lapsed: the money comes back as coins.
        if (!(await repo.settlePayment(trx, payment.id, 'failed', 'refunded', nowIso))) return;
        if (payment.purpose === 'booking') await refundAsCoins(trx, payment, nowIso);
        return;
      }
      if (!(await repo.settlePayment(trx, payment.id, 'pending', callback.status, nowIso))) return;
      const paid = callback.status === 'succeeded';
      if (payment.purpose === 'booking')
        await bookings.settleHeldBooking(trx, payment.subject_id, paid, nowIso);
      if (payment.purpose === 'coin_pack' && paid) {
        const pack = await repo.findCoinPack(trx, payment.subject_id);
        if (pack)
          await recordCoins(trx, {
            user_id: payment.user_id,
            delta: pack.coins,
            reason: 'pack_purchase',
            ref: payment.id,
            created_at: nowIso,
          });
      }
    });
  }

  async function refundAsCoins(trx: Kysely<Database>, payment: repo.PaymentRow, nowIso: string) {
    await recordCoins(trx, {
      user_id: payment.user_id,
      delta: coinsForAmount(payment.amount),
      reason: 'booking_refund',
      ref: payment.subject_id,
      created_at: nowIso,
    });
  }

  async function startCheckout(
    method: HostedPaymentMethod,
    paymentId: string,
    amount: number,
    currency: string,
    payerPhone: string | null,
  ) {
    const checkout = await providers[method].start({ paymentId, amount, currency, payerPhone });
    await repo.setProviderRef(db, paymentId, checkout.providerRef);
    return checkout;
  }

  return {
    async payBooking(caller: Caller, method: PaymentMethod, body: BookingPaymentBody) {
      const placed = await bookings.placeBooking(caller, method, body);
      const hosted = hostedPaymentMethodSchema.safeParse(method);
      let checkout: { url?: string; formUrl?: string } = {};
      if (hosted.success) {
        try {
          checkout = await startCheckout(
            hosted.data,
            placed.paymentId,
            placed.amount,
            placed.currency,
            body.phone ? normalizePhone(body.phone) : null,
          );
        } catch (error) {
          await bookings.courtTransaction(async (trx) => {
            const nowIso = clock.now().toISOString();
            await repo.settlePayment(trx, placed.paymentId, 'pending', 'failed', nowIso);
            await bookings.settleHeldBooking(trx, placed.bookingId, false, nowIso);
          });
          throw error;
        }
      }
      const booking = toMyBooking(await bookings.bookingFor(placed.bookingId));
      return {
        status: hosted.success ? ('pending' as const) : ('confirmed' as const),
        booking,
        paymentId: placed.paymentId,
        holdExpiresAt: placed.holdExpiresAt,
        ...checkout,
        ...(method === 'coins' ? { coinBalance: await coinBalance(db, caller.id) } : {}),
      };
    },

    async payPack(
      caller: Caller,
      method: HostedPaymentMethod,
      body: { pack: string; phone?: string },
    ) {
      const pack = await repo.findCoinPack(db, body.pack);
      if (!pack) throw notFound('Coin pack');
      if (method === 'wallet' && !body.phone) {
        const message = 'The mobile wallet needs the payer phone number';
        throw new DomainError(400, errorCodes.validation, message, [
          { field: 'body.phone', message },
        ]);
      }
      const nowIso = clock.now().toISOString();
      const paymentId = newId();
      const payerPhone = body.phone ? normalizePhone(body.phone) : null;
      await repo.insertPayment(db, {
        id: paymentId,
        user_id: caller.id,
        purpose: 'coin_pack',
        subject_id: pack.id,
        method,
        provider_ref: null,
        amount: pack.price,
        currency: pack.currency,
        status: 'pending',
        payer_phone: payerPhone,
        created_at: nowIso,
        updated_at: nowIso,
      });
      const checkout = await startCheckout(
        method,
        paymentId,
        pack.price,
        pack.currency,
        payerPhone,
      );
      return { paymentId, url: checkout.url, formUrl: checkout.formUrl };
    },

    async handleCallback(
      method: HostedPaymentMethod,
      body: unknown,
      headers: Record<string, unknown>,
    ) {
      const callback = providers[method].verifyCallback(body, headers);
      if (!callback) throw invalidCallback();
      const payment = await repo.findPayment(db, callback.paymentId);
      if (!payment || payment.method !== method || payment.provider_ref !== callback.providerRef)
        throw invalidCallback();
      await settle(payment, callback);
      const settled = await repo.findPayment(db, payment.id);
      return toPayment(settled ?? payment);
    },

    async paymentOf(caller: Caller, id: string): Promise<Payment> {
      const payment = await repo.findPayment(db, id);
      if (!payment || payment.user_id !== caller.id) throw notFound('Payment');
      return toPayment(payment);
    },

    /** A hosted payment as its checkout page shows it; the page checks its own token. */
    async hostedPayment(id: string) {
      const payment = await repo.findPayment(db, id);
      const method = hostedPaymentMethodSchema.safeParse(payment?.method);
      if (!payment || !method.success || !payment.provider_ref) throw notFound('Checkout');
      return { ...toPayment(payment), method: method.data, providerRef: payment.provider_ref };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
