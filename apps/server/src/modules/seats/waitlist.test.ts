import { waitlistOfferMinutes } from '@courtside/shared';
import { describe, expect, it } from 'vitest';
import { aUser, type TestUser } from '#test/helpers/builders.js';
import { seatedPlayers, seatKinds, useSeatSeller } from '#test/helpers/seat-fixtures.js';

describe.each(seatKinds)('the waitlist: $kind', ({ sellerIn }) => {
  const world = useSeatSeller(sellerIn);

  /** A full subject of four seats and `count` players waiting for one, in that order. */
  async function aFullSubject(count: number) {
    const subject = await world.seller.aSubject(4);
    const seated = await seatedPlayers(world.ctx, world.seller, subject.id, 4);
    const waiting: TestUser[] = [];
    for (let index = 0; index < count; index += 1) {
      const player = await aUser(world.ctx, 'player', `Waiting${index}`);
      expect((await world.seller.wait(player, subject.id)).body).toEqual({ position: index + 1 });
      waiting.push(player);
    }
    return { ...subject, seated, waiting };
  }

  const noticesOf = async (player: TestUser) =>
    (await world.ctx.app.services.notifications.page(player.id, undefined, 5)).items.map(
      (note) => note.kind,
    );

  it('offers a seat given back to the first in line alone, and keeps it for them', async () => {
    const { id, seated, waiting } = await aFullSubject(2);
    const [first, second] = waiting;
    expect((await world.seller.giveBack(seated[0]!, id)).status).toBe(200);

    expect(await world.seller.stateOf(first!, id)).toBe('offered');
    expect(await world.seller.stateOf(second!, id)).toBe('waiting');
    expect(await noticesOf(first!)).toEqual([world.seller.offerNotice]);
    expect(await noticesOf(second!)).toEqual([]);
    // The offer keeps the seat: no one else takes it meanwhile.
    expect(await world.seller.seatsLeft(id)).toBe(0);
    expect((await world.seller.take(second!, id)).body.code).toBe('ACTIVITY_FULL');
    expect((await world.seller.take(await aUser(world.ctx), id)).body.code).toBe('ACTIVITY_FULL');

    expect((await world.seller.take(first!, id)).status).toBe(201);
    expect(await world.seller.stateOf(first!, id)).toBe('seated');
    expect(await world.seller.line(id)).toEqual([
      { userId: first!.id, status: 'booked' },
      { userId: second!.id, status: 'waiting' },
    ]);
  });

  it('passes a lapsed offer to the next in line, in the order they joined', async () => {
    const { id, seated, waiting } = await aFullSubject(3);
    await world.seller.giveBack(seated[0]!, id);
    expect(await world.seller.stateOf(waiting[0]!, id)).toBe('offered');

    world.clock.advance((waitlistOfferMinutes + 1) * 60_000);
    expect(await world.seller.passLapsedOffers()).toBe(1);
    expect(await world.seller.line(id)).toEqual([
      { userId: waiting[0]!.id, status: 'lapsed' },
      { userId: waiting[1]!.id, status: 'offered' },
      { userId: waiting[2]!.id, status: 'waiting' },
    ]);
    expect((await world.seller.take(waiting[0]!, id)).body.code).toBe('ACTIVITY_FULL');
    expect(await world.seller.passLapsedOffers()).toBe(0);
  });

  it("gives a closing account's seats back, offers them, and takes it out of the lines still to come", async () => {
    // One subject that will have started, one still to come, each full with the player in line.
    const started = await aFullSubject(0);
    const ahead = await aFullSubject(0);
    const leaving = await aUser(world.ctx, 'player', 'Leaving');
    for (const { id } of [started, ahead]) await world.seller.wait(leaving, id);
    // And a seat of theirs still to come, with someone waiting for it.
    const seat = await world.seller.aSubject(4);
    await seatedPlayers(world.ctx, world.seller, seat.id, 3);
    await world.seller.take(leaving, seat.id);
    const next = await aUser(world.ctx, 'player', 'Next');
    await world.seller.wait(next, seat.id);

    world.clock.advance(Date.parse(started.startsAt) - world.clock.now().getTime() + 60_000);
    expect(Date.parse(ahead.startsAt)).toBeGreaterThan(world.clock.now().getTime());
    await world.seller.release(leaving);

    expect(await world.seller.line(started.id)).toEqual([
      { userId: leaving.id, status: 'waiting' },
    ]);
    expect(await world.seller.line(ahead.id)).toEqual([{ userId: leaving.id, status: 'left' }]);
    expect((await world.seller.seats(seat.id)).find((row) => row.userId === leaving.id)).toEqual({
      userId: leaving.id,
      status: 'cancelled',
    });
    expect(await world.seller.stateOf(next, seat.id)).toBe('offered');
    expect(await noticesOf(next)).toEqual([world.seller.offerNotice]);
  });
});
