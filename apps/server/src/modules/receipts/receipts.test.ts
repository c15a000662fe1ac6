import {
  bookingPaymentResponseSchema,
  receiptListSchema,
  receiptPageSchema,
  receiptSchema,
  type Receipt,
} from '@courtside/shared';
import { describe, expect, it } from 'vitest';
import { aCoinPack, aPlayerWithCoins, aUser, type TestUser } from '#test/helpers/builders.js';
import {
  bookingBody,
  decideCheckout,
  pay,
  providerReports,
} from '#test/helpers/booking-fixtures.js';
import {
  aChampionship,
  aPlayerBorn,
  callAs,
  championshipBody,
} from '#test/helpers/championship-fixtures.js';
import { useClubWorld } from '#test/helpers/club-world.js';
import { api, matchForm, matchStart } from '#test/helpers/match-fixtures.js';
import { seatKinds } from '#test/helpers/seat-fixtures.js';
import { testDialect } from '#test/helpers/test-database.js';
import { bearer } from '#test/helpers/test-app.js';

describe(`receipts (${testDialect})`, () => {
  const world = useClubWorld();
  const app = () => world.ctx.app;

  const get = (user: TestUser, url: string, language = 'en') =>
    app().inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { ...bearer(user.token), 'accept-language': language },
    });
  const receiptsOf = async (player: TestUser, paymentId: string): Promise<Receipt[]> =>
    receiptListSchema.parse((await get(player, `/user/payment/${paymentId}/receipts`)).json())
      .items;
  const setTax = (taxId: string | null, taxRate: number) =>
    app().inject({
      method: 'PUT',
      url: '/api/owner/tax',
      headers: bearer(world.club.owner.token),
      payload: { taxId, taxRate },
    });
  const book = async (player: TestUser, method: string, hour = 10) => {
    const body = bookingBody(world.club.court, world.nextDate(), hour);
    const res = await pay(app(), player.token, method, body);
    expect(res.statusCode, res.body).toBe(201);
    return bookingPaymentResponseSchema.parse(res.json());
  };
  const thisMonth = () => new Date().toISOString().slice(0, 7);

  it('keeps the club tax settings, validated, and prints them on later receipts only', async () => {
    const player = await aPlayerWithCoins(world.ctx, 1000);
    const before = await book(player, 'coins');
    expect((await setTax(null, 21.555)).statusCode).toBe(400);
    expect((await setTax('x'.repeat(41), 21)).statusCode).toBe(400);
    expect((await setTax(null, 101)).statusCode).toBe(400);
    const saved = await setTax(' B-12345678 ', 21);
    expect(saved.json()).toEqual({ taxId: 'B-12345678', taxRate: 21 });
    expect((await get(world.club.owner, '/owner/tax')).json()).toEqual(saved.json());
    expect((await get(player, '/owner/tax')).statusCode).toBe(403);
    const after = await book(player, 'coins', 12);

    const [old] = await receiptsOf(player, before.paymentId);
    expect(old).toMatchObject({ taxRate: 0, taxAmount: 0, club: { taxId: null } });
    const [taxed] = await receiptsOf(player, after.paymentId);
    // 2400 with 21% inside: 2400 × 21 / 121 = 416.53, rounded.
    expect(taxed).toMatchObject({
      kind: 'sale',
      amount: 2400,
      taxRate: 21,
      taxAmount: 417,
      method: 'coins',
      club: { name: expect.any(String), address: 'Calle Mayor 1, Madrid', taxId: 'B-12345678' },
      item: { purpose: 'booking', name: 'Padel 1' },
    });
    expect(taxed!.number).toBe(old!.number + 1);
    await setTax(null, 0);
    // What a receipt said stays: the club's later change does not rewrite it.
    const [again] = await receiptsOf(player, after.paymentId);
    expect(again).toEqual(taxed);
  });

  it('issues a card payment its receipt when approved, and its refund a negative one', async () => {
    const player = await aUser(world.ctx);
    const held = await book(player, 'card');
    expect(await receiptsOf(player, held.paymentId)).toEqual([]);
    await decideCheckout(app(), held.formUrl!, 'approve');
    const [sale] = await receiptsOf(player, held.paymentId);
    expect(sale).toMatchObject({ kind: 'sale', amount: 2400, method: 'card' });

    const cancelled = await app().inject({
      method: 'DELETE',
      url: `/api/booking/${held.booking.id}`,
      headers: bearer(player.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect.poll(async () => (await receiptsOf(player, held.paymentId)).length).toBe(2);
    const [, refund] = await receiptsOf(player, held.paymentId);
    expect(refund).toMatchObject({
      kind: 'refund',
      amount: -2400,
      method: 'card',
      item: sale!.item,
    });
    expect(refund!.number).toBeGreaterThan(sale!.number);
    // The booking's screen finds them by what was bought; nobody else finds them.
    const ofBooking = `/user/receipts?purpose=booking&subject=${held.booking.id}`;
    expect(receiptListSchema.parse((await get(player, ofBooking)).json()).items).toEqual([
      sale,
      refund,
    ]);
    const stranger = await aUser(world.ctx);
    expect((await get(stranger, ofBooking)).json()).toEqual({ items: [] });
  });

  it('issues cash its receipt when the owner marks it collected, and coins refunded as coins', async () => {
    const player = await aPlayerWithCoins(world.ctx, 1000);
    const cash = await book(player, 'cash');
    expect(await receiptsOf(player, cash.paymentId)).toEqual([]);
    const marked = await app().inject({
      method: 'PATCH',
      url: `/api/payments/${cash.paymentId}/cash`,
      headers: bearer(world.club.owner.token),
      payload: { outcome: 'collected' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await receiptsOf(player, cash.paymentId)).toMatchObject([{ method: 'cash' }]);

    const coins = await book(player, 'coins');
    await app().inject({
      method: 'DELETE',
      url: `/api/booking/${coins.booking.id}`,
      headers: bearer(player.token),
    });
    expect(await receiptsOf(player, coins.paymentId)).toMatchObject([
      { kind: 'sale', method: 'coins', amount: 2400 },
      { kind: 'refund', method: 'coins', amount: -2400 },
    ]);
  });

  it('gives no club receipt for a coin pack, bought from the platform', async () => {
    const player = await aUser(world.ctx);
    const pack = await aCoinPack(world.ctx, { coins: 100, price: 1000, position: 1 });
    const bought = await callAs(app(), player, 'POST', `/booking/payment/pack/card`, {
      pack,
    });
    const paymentId = bought.body.paymentId as string;
    await providerReports(app(), world.ctx.db, paymentId, 'succeeded');
    expect((await world.paymentRow(paymentId)).status).toBe('succeeded');
    expect(await receiptsOf(player, paymentId)).toEqual([]);
  });

  it("answers a receipt, its PDF and a payment's receipts to the payer only", async () => {
    const player = await aPlayerWithCoins(world.ctx, 1000);
    const paid = await book(player, 'coins');
    const [receipt] = await receiptsOf(player, paid.paymentId);
    const own = await get(player, `/user/receipt/${receipt!.id}`);
    expect(receiptSchema.parse(own.json())).toEqual(receipt);
    // Download my data lists the receipts the player was given.
    const exported = await get(player, '/user/me/export');
    expect(exported.json<{ receipts: Receipt[] }>().receipts).toEqual([receipt]);

    for (const language of ['en', 'ar', 'es']) {
      const pdf = await get(player, `/user/receipt/${receipt!.id}/pdf`, language);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }

    const stranger = await aUser(world.ctx);
    const otherOwner = await aUser(world.ctx, 'owner');
    for (const someone of [stranger, otherOwner, world.club.owner]) {
      expect((await get(someone, `/user/receipt/${receipt!.id}`)).statusCode).toBe(404);
      expect((await get(someone, `/user/receipt/${receipt!.id}/pdf`)).statusCode).toBe(404);
      const listed = await get(someone, `/user/payment/${paid.paymentId}/receipts`);
      expect(listed.statusCode).toBe(404);
    }
    expect((await get(player, `/owner/receipts?month=${thisMonth()}`)).statusCode).toBe(403);
    // Another owner without a club is refused; one with a club sees only theirs.
    expect((await get(otherOwner, `/owner/receipts?month=${thisMonth()}`)).statusCode).toBe(404);
  });

  it('lists the month for the owner a page at a time, totals refunds off, and exports CSV', async () => {
    const month = thisMonth();
    const all = receiptPageSchema.parse(
      (await get(world.club.owner, `/owner/receipts?month=${month}&limit=50`)).json(),
    );
    const count = all.totals.count;
    expect(all.items).toHaveLength(count);
    expect(all.totals.amount).toBe(all.items.reduce((sum, r) => sum + r.amount, 0));
    expect(all.items.some((r) => r.kind === 'refund')).toBe(true);
    const numbers = all.items.map((r) => r.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: count }, (_, i) => i + 1));

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `month=${month}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = receiptPageSchema.parse(
        (await get(world.club.owner, `/owner/receipts?${query}`)).json(),
      );
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((r) => r.id));
    const empty = await get(world.club.owner, `/owner/receipts?month=2001-01`);
    expect(receiptPageSchema.parse(empty.json())).toMatchObject({
      items: [],
      totals: { count: 0 },
    });
    expect((await get(world.club.owner, `/owner/receipts?month=2026-13`)).statusCode).toBe(400);

    const csv = await get(world.club.owner, `/owner/receipts/csv?month=${month}`, 'es');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'N.º,Tipo,Fecha,Concepto,Forma de pago,Importe,Tipo de impuesto,Impuesto incluido,Moneda',
    );
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]).toMatch(/^1,Recibo,\d{4}-\d\d-\d\d \d\d:\d\d,Reserva de pista · Padel 1 · /);
    expect(lines.some((line) => /,-24\.00,/.test(line))).toBe(true);
  });

  it('issues a receipt for a match share, a seat of each kind and a championship fee', async () => {
    const player = await aPlayerWithCoins(world.ctx, 10_000);
    const start = matchStart(5, 18, world.club.court.timeZone);
    const match = await api(app(), player.token).create(
      matchForm(world.club.clubId, start, { shareMethod: 'coins' }),
    );
    expect(match.statusCode, match.body).toBe(201);
    const matchPayment = await world.ctx.db
      .selectFrom('payments')
      .select('id')
      .where('subject_id', '=', match.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(await receiptsOf(player, matchPayment.id)).toMatchObject([
      { item: { purpose: 'match', name: null, startsAt: start }, amount: 600 },
    ]);

    for (const { sellerIn } of seatKinds) {
      const seller = await sellerIn(world.ctx, world.clock);
      const subject = await seller.aSubject(4);
      const taken = await seller.take(player, subject.id, 'coins');
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      const [receipt] = await receiptsOf(player, taken.body.paymentId);
      expect(receipt).toMatchObject({ kind: 'sale', item: { purpose: seller.purpose } });
      expect(receipt!.item.name).toBeTruthy();
    }

    const body = championshipBody(world.club.court, { days: 9 }, { price: 2500 });
    const championshipId = await aChampionship(app(), world.club.owner, body);
    const entrant = await aPlayerBorn(world.ctx, '2001-03-04', 10_000);
    const applied = await callAs(app(), entrant, 'POST', `/user/champion/${championshipId}`);
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    await callAs(
      app(),
      world.club.owner,
      'PATCH',
      `/user/champion-request/${applied.body.id}/confirm`,
    );
    const entry = await callAs(
      app(),
      entrant,
      'POST',
      `/user/champion-request/${applied.body.id}/payment/coins`,
    );
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    expect(await receiptsOf(entrant, entry.body.paymentId)).toMatchObject([
      { item: { purpose: 'championship', name: body.name }, amount: 2500 },
    ]);
  });
});
