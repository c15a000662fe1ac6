import { seatHoldMinutes } from '@courtside/shared';
import { describe, expect, it } from 'vitest';
import { aUser, type TestUser } from '#test/helpers/builders.js';
import { decideCheckout } from '#test/helpers/booking-fixtures.js';
import { seatedPlayers, seatKinds, useSeatSeller } from '#test/helpers/seat-fixtures.js';

const holdLapses = (seatHoldMinutes + 1) * 60_000;

/**
 * A seat paid online is held while its checkout is open: the payment's outcome confirms or
 * frees it. A payment approved after the hold lapsed confirms the seat only while one is still
 * free: once others took every seat the money goes back, and a subject never has more players
 * than seats.
 */
describe.each(seatKinds)('paying a seat: $kind', ({ sellerIn }) => {
  const world = useSeatSeller(sellerIn);

  /** The player starts an online payment for a seat; answers its id and checkout address. */
  async function holdSeat(player: TestUser, id: string) {
    const res = await world.seller.take(player, id, 'card');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.status).toBe('pending');
    return res.body as { paymentId: string; formUrl: string };
  }

  const paymentOf = async (id: string) => {
    const { status, refund_to } = await world.ctx.app.services.payments.record(id);
    return { status, refund_to };
  };
  const confirmedIds = async (id: string) =>
    (await world.seller.seats(id))
      .filter((seat) => seat.status === 'confirmed')
      .map((seat) => seat.userId)
      .sort();

  it('holds the seat while its checkout is open, and frees it once the hold lapses', async () => {
    const { id } = await world.seller.aSubject(4);
    await seatedPlayers(world.ctx, world.seller, id, 3);
    const holder = await aUser(world.ctx);
    await holdSeat(holder, id);
    expect(await world.seller.stateOf(holder, id)).toBe('held');
    expect(await world.seller.seatsLeft(id)).toBe(0);
    expect((await world.seller.take(await aUser(world.ctx), id)).body.code).toBe('ACTIVITY_FULL');

    world.clock.advance(holdLapses);
    expect(await world.seller.stateOf(holder, id)).toBe('none');
    expect(await world.seller.seatsLeft(id)).toBe(1);
    expect((await world.seller.take(await aUser(world.ctx), id)).status).toBe(201);
    expect(await world.seller.seatsLeft(id)).toBe(0);
  });

  it('confirms the held seat when its payment is approved', async () => {
    const { id } = await world.seller.aSubject(4);
    const holder = await aUser(world.ctx);
    const { paymentId, formUrl } = await holdSeat(holder, id);
    await decideCheckout(world.ctx.app, formUrl, 'approve');
    expect((await paymentOf(paymentId)).status).toBe('succeeded');
    expect(await world.seller.stateOf(holder, id)).toBe('seated');
    expect(await world.seller.seatsLeft(id)).toBe(3);
  });

  it('frees the held seat of a declined payment and offers it to the first in line', async () => {
    const { id } = await world.seller.aSubject(4);
    await seatedPlayers(world.ctx, world.seller, id, 3);
    const holder = await aUser(world.ctx);
    const { formUrl } = await holdSeat(holder, id);
    const waiting = await aUser(world.ctx);
    expect((await world.seller.wait(waiting, id)).status).toBe(201);

    await decideCheckout(world.ctx.app, formUrl, 'decline');
    expect(await world.seller.stateOf(holder, id)).toBe('none');
    expect(await world.seller.stateOf(waiting, id)).toBe('offered');
    expect(await world.seller.seatsLeft(id)).toBe(0);
  });

  it('refunds a payment approved after its hold lapsed once others took the seats', async () => {
    const { id } = await world.seller.aSubject(4);
    const early = await seatedPlayers(world.ctx, world.seller, id, 3);
    const late = await aUser(world.ctx, 'player', 'Late');
    const lapsing = await holdSeat(late, id);
    world.clock.advance(holdLapses);
    // The hold lapsed: its seat is free again, and another player takes it and pays.
    expect(await world.seller.seatsLeft(id)).toBe(1);
    const taker = await aUser(world.ctx, 'player', 'Taker');
    await decideCheckout(world.ctx.app, (await holdSeat(taker, id)).formUrl, 'approve');
    expect(await world.seller.seatsLeft(id)).toBe(0);

    await decideCheckout(world.ctx.app, lapsing.formUrl, 'approve');
    expect(await paymentOf(lapsing.paymentId)).toEqual({
      status: 'refunded',
      refund_to: 'provider',
    });
    expect(await world.seller.stateOf(late, id)).toBe('none');
    expect(await world.seller.seatsLeft(id)).toBe(0);
    expect(await confirmedIds(id)).toEqual([...early, taker].map((player) => player.id).sort());
  });

  it('confirms a payment approved after its hold lapsed while a seat is still free', async () => {
    const { id } = await world.seller.aSubject(4);
    const late = await aUser(world.ctx, 'player', 'Late');
    const lapsing = await holdSeat(late, id);
    world.clock.advance(holdLapses);
    await decideCheckout(world.ctx.app, lapsing.formUrl, 'approve');
    expect((await paymentOf(lapsing.paymentId)).status).toBe('succeeded');
    expect(await world.seller.stateOf(late, id)).toBe('seated');
    expect(await confirmedIds(id)).toEqual([late.id]);
    expect(await world.seller.seatsLeft(id)).toBe(3);
  });
});
