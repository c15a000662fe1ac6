import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aClubWithCourt, aUser, type TestClub } from '#test/helpers/builders.js';
import { bookingBody } from '#test/helpers/booking-fixtures.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { inTransaction } from '#server/db/transaction.js';
import { clubActor } from '#server/modules/clubs/clubs.service.js';
import { recordBooking } from './record.js';
import { validateBooking } from './validate.js';
import { defaultBookingRules } from '../booking-rules.js';

describe('recordBooking', () => {
  let ctx: TestContext;
  let club: TestClub;

  beforeAll(async () => {
    ctx = await createTestContext();
    club = await aClubWithCourt(ctx);
  });
  afterAll(() => ctx.close());

  it('writes a held booking for a hosted payment and a confirmed walk-in with its customer', async () => {
    const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const player = await aUser(ctx);
    const deps = {
      placeOf: ctx.app.services.clubs.bookingPlace,
      actorOf: (id: string) => clubActor(ctx.db, id),
      now: new Date(),
      rules: defaultBookingRules,
    };
    const held = await validateBooking(
      {
        caller: { id: player.id, role: 'player' },
        method: 'card',
        body: bookingBody(club.court, date, 10, 120),
      },
      deps,
    );
    const walkIn = await validateBooking(
      {
        caller: { id: club.owner.id, role: 'owner' },
        method: 'cash',
        body: bookingBody(club.court, date, 14, 60, {
          customerName: 'Ana',
          customerPhone: '+34699111222',
        }),
      },
      deps,
    );
    const payment = (payerId: string, method: 'card' | 'cash', bookingId: string) =>
      ctx.db
        .insertInto('payments')
        .values({
          id: `pay-${bookingId}`,
          user_id: payerId,
          purpose: 'booking',
          subject_id: bookingId,
          method,
          amount: 1,
          currency: 'USD',
          status: 'pending',
          created_at: '',
          updated_at: '',
        })
        .execute();
    await payment(player.id, 'card', 'held-1');
    await payment(club.owner.id, 'cash', 'walk-1');
    await inTransaction(ctx.db, async (tx) => {
      await recordBooking(
        tx,
        held,
        { amount: 4800, currency: 'USD' },
        {
          bookingId: 'held-1',
          paymentId: 'pay-held-1',
          heldUntil: '2030-01-01T00:10:00.000Z',
          createdAt: 'now',
        },
      );
      await recordBooking(
        tx,
        walkIn,
        { amount: 2400, currency: 'USD' },
        { bookingId: 'walk-1', paymentId: 'pay-walk-1', heldUntil: null, createdAt: 'now' },
      );
    });
    const rows = await ctx.db.selectFrom('bookings').selectAll().orderBy('id').execute();
    expect(rows).toMatchObject([
      {
        id: 'held-1',
        status: 'held',
        hold_expires_at: '2030-01-01T00:10:00.000Z',
        duration_minutes: 120,
        amount: 4800,
        made_by_owner: 0,
        starts_at: held.startsAt,
        ends_at: held.endsAt,
      },
      {
        id: 'walk-1',
        status: 'confirmed',
        hold_expires_at: null,
        made_by_owner: 1,
        walk_in_name: 'Ana',
        walk_in_phone: '+34699111222',
        user_id: club.owner.id,
      },
    ]);
  });
});
