import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '#test/helpers/builders.js';
import { seatedPlayers, seatKinds, type SeatSeller } from '#test/helpers/seat-fixtures.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';

describe.each(seatKinds)('taking a seat: $kind', ({ sellerIn }) => {
  const clock = movableClock();
  let ctx: TestContext;
  let seller: SeatSeller;

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    seller = await sellerIn(ctx, clock);
  });
  afterAll(() => ctx.close());

  it('sells seats up to the capacity; the one beyond is refused and pointed at the waitlist', async () => {
    const { id } = await seller.aSubject(4);
    const seated = await seatedPlayers(ctx, seller, id, 4);
    expect(await seller.seatsLeft(id)).toBe(0);

    const late = await aUser(ctx);
    const refused = await seller.take(late, id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ACTIVITY_FULL');
    expect(refused.body.details).toEqual([{ field: 'waitlist', message: 'available' }]);
    const waiting = await seller.wait(late, id);
    expect(waiting.status).toBe(201);
    expect(waiting.body).toEqual({ position: 1 });
    expect(await seller.stateOf(late, id)).toBe('waiting');
    expect((await seller.seats(id)).map((seat) => seat.userId).sort()).toEqual(
      seated.map((player) => player.id).sort(),
    );
  });

  it('refuses a second seat to the same player, and the waitlist while a seat is free', async () => {
    const { id } = await seller.aSubject(4);
    const [player] = await seatedPlayers(ctx, seller, id, 1);
    const again = await seller.take(player!, id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_BOOKED');
    expect((await seller.wait(player!, id)).body.code).toBe('ALREADY_BOOKED');
    const early = await seller.wait(await aUser(ctx), id);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('SEATS_LEFT');
    expect(await seller.seatsLeft(id)).toBe(3);
  });

  it('lets a player who gave their seat back take it again', async () => {
    const { id } = await seller.aSubject(4);
    const [player] = await seatedPlayers(ctx, seller, id, 1);
    expect((await seller.giveBack(player!, id)).status).toBe(200);
    expect(await seller.stateOf(player!, id)).toBe('none');
    expect(await seller.seatsLeft(id)).toBe(4);
    expect((await seller.take(player!, id)).status).toBe(201);
    expect(await seller.seats(id)).toEqual([{ userId: player!.id, status: 'confirmed' }]);
  });
});
