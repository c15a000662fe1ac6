import { describe, expect, it } from 'vitest';
import { aUser } from '#test/helpers/builders.js';
import { seatedPlayers, seatKinds, useSeatSeller } from '#test/helpers/seat-fixtures.js';

describe.each(seatKinds)('taking a seat: $kind', ({ sellerIn }) => {
  const world = useSeatSeller(sellerIn);

  it('sells seats up to the capacity; the one beyond is refused and pointed at the waitlist', async () => {
    const { id } = await world.seller.aSubject(4);
    const seated = await seatedPlayers(world.ctx, world.seller, id, 4);
    expect(await world.seller.seatsLeft(id)).toBe(0);

    const late = await aUser(world.ctx);
    const refused = await world.seller.take(late, id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ACTIVITY_FULL');
    expect(refused.body.details).toEqual([{ field: 'waitlist', message: 'available' }]);
    const waiting = await world.seller.wait(late, id);
    expect(waiting.status).toBe(201);
    expect(waiting.body).toEqual({ position: 1 });
    expect(await world.seller.stateOf(late, id)).toBe('waiting');
    expect((await world.seller.seats(id)).map((seat) => seat.userId).sort()).toEqual(
      seated.map((player) => player.id).sort(),
    );
  });

  it('refuses a second seat to the same player, and the waitlist while a seat is free', async () => {
    const { id } = await world.seller.aSubject(4);
    const [player] = await seatedPlayers(world.ctx, world.seller, id, 1);
    const again = await world.seller.take(player!, id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_BOOKED');
    expect((await world.seller.wait(player!, id)).body.code).toBe('ALREADY_BOOKED');
    const early = await world.seller.wait(await aUser(world.ctx), id);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('SEATS_LEFT');
    expect(await world.seller.seatsLeft(id)).toBe(3);
  });

  it('lets a player who gave their seat back take it again', async () => {
    const { id } = await world.seller.aSubject(4);
    const [player] = await seatedPlayers(world.ctx, world.seller, id, 1);
    expect((await world.seller.giveBack(player!, id)).status).toBe(200);
    expect(await world.seller.stateOf(player!, id)).toBe('none');
    expect(await world.seller.seatsLeft(id)).toBe(4);
    expect((await world.seller.take(player!, id)).status).toBe(201);
    expect(await world.seller.seats(id)).toEqual([{ userId: player!.id, status: 'confirmed' }]);
  });
});
