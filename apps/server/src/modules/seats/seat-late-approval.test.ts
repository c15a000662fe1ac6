import type { ActivityOccurrence } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityBody, aCoach } from '#test/helpers/activity-fixtures.js';
import { aClub, aUser, type TestClubWithCourts, type TestUser } from '#test/helpers/builders.js';
import { clubDateIn, decideCheckout } from '#test/helpers/booking-fixtures.js';
import { callAs } from '#test/helpers/championship-fixtures.js';
import { createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { movableClock } from '#test/helpers/tokens.js';

const minuteMs = 60_000;

/**
 * A seat paid online is kept while its checkout is open. A payment approved after that hold
 * lapsed confirms the seat only while one is still free: once others took every seat, the
 * money goes back and the session never has more players than seats.
 */
describe('a seat whose payment is approved after its hold lapsed', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let club: TestClubWithCourts;
  let coachId: string;
  let day = 2;

  beforeAll(async () => {
    ctx = await createTestContext({ clock });
    club = await aClub(ctx, { courts: [{ name: 'Padel 1', sport: 'padel' }] });
    coachId = (await aCoach(ctx.app, club.owner, club.clubId)).id;
  });
  afterAll(() => ctx.close());

  /** A one-off session with `seats` seats, on a day of its own. */
  async function aSession(seats: number): Promise<string> {
    const court = club.courts[0]!;
    const date = clubDateIn((day += 1), court.timeZone, clock.now());
    const body = activityBody(court, coachId, date, { seatsnumber: seats });
    const created = await callAs(ctx.app, club.owner, 'POST', '/user/activity', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const list = await callAs(ctx.app, club.owner, 'GET', '/user/activity/sessions');
    return (list.body as ActivityOccurrence[]).find((o) => o.activityId === created.body.id)!.id;
  }

  async function takeSeat(player: TestUser, occurrenceId: string, method: 'cash' | 'card') {
    const url = `/user/activity/occurrence/${occurrenceId}/payment/${method}`;
    const res = await callAs(ctx.app, player, 'POST', url);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { paymentId: string; formUrl?: string };
  }

  /** The session as its owner sees it: seats left and who takes part (by name). */
  async function session(occurrenceId: string) {
    const list = await callAs(ctx.app, club.owner, 'GET', '/user/activity/sessions');
    const found = (list.body as ActivityOccurrence[]).find((o) => o.id === occurrenceId)!;
    return {
      seatsLeft: found.seatsLeft,
      players: found.participants.map((p) => p.firstName).sort(),
    };
  }

  async function mySeat(player: TestUser, occurrenceId: string) {
    const list = await callAs(ctx.app, player, 'GET', '/user/activity/all');
    return (list.body as ActivityOccurrence[]).find((o) => o.id === occurrenceId)!.mySeat;
  }

  const paymentOf = (id: string) =>
    ctx.db
      .selectFrom('payments')
      .select(['status', 'refund_to'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('refunds it when others took the seats meanwhile: never more players than seats', async () => {
    const id = await aSession(2);
    const [early, late, taker] = [
      await aUser(ctx, 'player', 'Early'),
      await aUser(ctx, 'player', 'Late'),
      await aUser(ctx, 'player', 'Taker'),
    ];
    await takeSeat(early, id, 'cash');
    const lapsing = await takeSeat(late, id, 'card');
    expect(await mySeat(late, id)).toBe('held');
    clock.advance(11 * minuteMs);
    // The hold lapsed: its seat is free again, and another player takes it and pays.
    expect((await session(id)).seatsLeft).toBe(1);
    const taken = await takeSeat(taker, id, 'card');
    await decideCheckout(ctx.app, taken.formUrl!, 'approve');
    expect(await session(id)).toEqual({ seatsLeft: 0, players: ['Early', 'Taker'] });

    await decideCheckout(ctx.app, lapsing.formUrl!, 'approve');
    expect(await paymentOf(lapsing.paymentId)).toEqual({
      status: 'refunded',
      refund_to: 'provider',
    });
    expect(await mySeat(late, id)).toBe('none');
    expect(await session(id)).toEqual({ seatsLeft: 0, players: ['Early', 'Taker'] });
    const confirmed = await ctx.db
      .selectFrom('activity_participants')
      .select('user_id')
      .where('occurrence_id', '=', id)
      .where('status', '=', 'confirmed')
      .execute();
    expect(confirmed.map((row) => row.user_id).sort()).toEqual([early.id, taker.id].sort());
  });

  it('confirms it while a seat is still free', async () => {
    const id = await aSession(2);
    const late = await aUser(ctx, 'player', 'Late');
    const lapsing = await takeSeat(late, id, 'card');
    clock.advance(11 * minuteMs);
    await decideCheckout(ctx.app, lapsing.formUrl!, 'approve');
    expect((await paymentOf(lapsing.paymentId)).status).toBe('succeeded');
    expect(await mySeat(late, id)).toBe('booked');
    expect(await session(id)).toEqual({ seatsLeft: 1, players: ['Late'] });
  });
});
