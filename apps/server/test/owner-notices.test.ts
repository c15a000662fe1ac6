import { myBookingSchema } from '@courtside/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpSender } from '#server/modules/messaging/messaging.service.js';
import { aClubWithCourt, aUser, type TestClub, type TestUser } from '#test/helpers/builders.js';
import { bookingBody, clubDateIn, decideCheckout, pay } from '#test/helpers/booking-fixtures.js';
import { startMailCatcher, type MailCatcher } from '#test/helpers/mail-catcher.js';
import { seatKinds } from '#test/helpers/seat-fixtures.js';
import { bearer, createTestContext, type TestContext } from '#test/helpers/test-app.js';
import { testDialect } from '#test/helpers/test-database.js';
import { movableClock } from '#test/helpers/tokens.js';

describe(`a club's owner hears what players do at the club, ${testDialect}`, () => {
  const clock = movableClock();
  let ctx: TestContext;
  let mail: MailCatcher;
  let club: TestClub;
  let player: TestUser;
  let day = 3;

  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestContext({
      clock,
      mail: createSmtpSender(mail.url, 'Courtside <no-reply@courtside.test>'),
    });
    club = await aClubWithCourt(ctx, { timeZone: 'Europe/Madrid' });
    player = await aUser(ctx, 'player', 'Lucía');
    await ctx.db
      .updateTable('users')
      .set({ last_name: 'Gómez' })
      .where('id', '=', player.id)
      .execute();
  });
  afterAll(async () => {
    await ctx.close();
    await mail.close();
  });

  const nextDate = () => clubDateIn((day += 1), club.court.timeZone, clock.now());
  const noticesOf = async (userId: string) =>
    (await ctx.app.services.notifications.page(userId, undefined, 50)).items;
  /** The owner's notices since `before` (the clock stands still: by id, not by time). */
  const newNotices = async (userId: string, before: ReadonlySet<string>) =>
    (await noticesOf(userId))
      .filter((n) => !before.has(n.id))
      .map((n) => ({ kind: n.kind, facts: n.facts }));
  const seenBy = async (userId: string) => new Set((await noticesOf(userId)).map((n) => n.id));

  it('is told of a booking paid at once, with who booked, which court and when', async () => {
    const before = await seenBy(club.owner.id);
    const date = nextDate();
    const booked = await pay(ctx.app, player.token, 'cash', bookingBody(club.court, date, 19));
    expect(booked.statusCode).toBe(201);
    const booking = myBookingSchema.parse(booked.json().booking);

    expect(await newNotices(club.owner.id, before)).toEqual([
      {
        kind: 'club_booking_made',
        facts: expect.objectContaining({
          booking: booking.id,
          player: 'Lucía Gómez',
          court: 'Padel 1',
          timeZone: 'Europe/Madrid',
          startsAt: booking.startsAt,
        }),
      },
    ]);
  });

  it('is told of a card booking only once its payment is approved', async () => {
    const before = await seenBy(club.owner.id);
    const started = await pay(
      ctx.app,
      player.token,
      'card',
      bookingBody(club.court, nextDate(), 10),
    );
    expect(started.statusCode).toBe(201);
    expect(await newNotices(club.owner.id, before)).toEqual([]);

    await decideCheckout(ctx.app, started.json().formUrl, 'approve');
    expect((await newNotices(club.owner.id, before)).map((n) => n.kind)).toEqual([
      'club_booking_made',
    ]);
  });

  it('is told when a player cancels, and hears nothing of its own walk-ins', async () => {
    const date = nextDate();
    const paid = await pay(ctx.app, player.token, 'cash', bookingBody(club.court, date, 12));
    expect(paid.statusCode).toBe(201);
    const before = await seenBy(club.owner.id);

    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/booking/${paid.json().booking.id}`,
      headers: bearer(player.token),
    });
    expect(cancelled.statusCode).toBe(200);
    const walkIn = bookingBody(club.court, date, 15, 60, { customerName: 'Ana Walk-in' });
    expect((await pay(ctx.app, club.owner.token, 'cash', walkIn)).statusCode).toBe(201);

    expect(await newNotices(club.owner.id, before)).toEqual([
      {
        kind: 'club_booking_cancelled',
        facts: expect.objectContaining({ booking: paid.json().booking.id, player: 'Lucía Gómez' }),
      },
    ]);
  });

  it('gets the notices by e-mail at a verified address, in its language, while it wants them', async () => {
    await ctx.db
      .updateTable('users')
      .set({
        email: 'owner@example.test',
        email_verified_at: clock.now().toISOString(),
        mail_language: 'es',
      })
      .where('id', '=', club.owner.id)
      .execute();
    const since = mail.received.length;
    const date = nextDate();
    expect(
      (await pay(ctx.app, player.token, 'cash', bookingBody(club.court, date, 18))).statusCode,
    ).toBe(201);

    const message = await mail.nextTo('owner@example.test', since);
    expect(message.subject).toMatch(/^Courtside: nueva reserva en /);
    expect(message.text).toContain(`Lucía Gómez reservó Padel 1`);
    expect(message.text).toContain(`${date} 18:00 (hora del club)`);
  });
});

describe(`a night's owner hears of each player taking a place, ${testDialect}`, () => {
  const clock = movableClock();
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ clock });
  });
  afterAll(() => ctx.close());

  it('is told once the place is the player’s: at once in cash, after the approval by card', async () => {
    const nights = await seatKinds
      .find((kind) => kind.kind === 'night places')!
      .sellerIn(ctx, clock);
    const night = await nights.aSubject(8);
    const ownerId = (
      await ctx.db
        .selectFrom('social_events')
        .innerJoin('clubs', 'clubs.id', 'social_events.club_id')
        .select('clubs.owner_id')
        .where('social_events.id', '=', night.id)
        .executeTakeFirstOrThrow()
    ).owner_id;
    const told = async () =>
      (await ctx.app.services.notifications.page(ownerId, undefined, 50)).items
        .filter((n) => n.kind === 'club_night_place_taken')
        .map((n) => n.facts.player)
        .sort();

    const ana = await aUser(ctx, 'player', 'Ana');
    expect((await nights.take(ana, night.id, 'cash')).status).toBe(201);
    expect(await told()).toEqual(['Ana']);

    const bea = await aUser(ctx, 'player', 'Bea');
    const started = await nights.take(bea, night.id, 'card');
    expect(started.status).toBe(201);
    expect(await told()).toEqual(['Ana']);
    await decideCheckout(ctx.app, started.body.formUrl, 'approve');
    expect(await told()).toEqual(['Ana', 'Bea']);
  });
});
