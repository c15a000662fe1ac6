import { weekdayOf } from '@courtside/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubDateIn } from './support/api.js';
import { openPhone, signIn, signUpOnScreen, type Session } from './support/browser.js';
import {
  aMatch,
  buildWorld,
  startEmptyServer,
  worldPassword,
  type World,
} from './support/club-world.js';
import { answerLevelQuestions } from './support/level-quiz.js';
import { pickDay } from './support/day-strip.js';
import type { JourneyServer } from './support/server.js';
import { overflow, toArabic } from './support/phone-language.js';
import { checkScreen, screenSettled } from './support/screens.js';

const clubName = 'Club de Pádel La Media';
const narrow = { width: 360, height: 780 };
const soon = { timeout: 20_000 };
/** The first weekday at least `days` ahead: its evenings are at the peak price. */
const weekdayFrom = (days: number) => {
  for (let ahead = days; ; ahead += 1)
    if (![0, 6].includes(weekdayOf(clubDateIn(ahead)))) return clubDateIn(ahead);
};

describe("a club's first week: 90-minute games from the half hour", () => {
  const date = weekdayFrom(11);
  const holiday = clubDateIn(12) === date ? clubDateIn(13) : clubDateIn(12);
  let server: JourneyServer;
  let world: World;
  beforeAll(async () => {
    // A club as it starts: an empty server, its admin, the club, its owner, two courts with an
    // evening peak, opening hours 08:30 to 21:00 and a holiday, and a player from Spain.
    server = await startEmptyServer();
    world = await buildWorld(server.baseUrl, {
      clubs: [
        {
          name: clubName,
          address: 'Calle de Toledo 80, 28005 Madrid',
          latitude: 40.4078,
          longitude: -3.7115,
          owner: { name: 'Elena' },
          hours: { opens: '08:30', closes: '21:00' },
          closures: [{ fromDate: holiday, toDate: holiday, reason: 'Fiesta local' }],
          courts: [
            {
              name: 'Pista 1',
              courtType: 'indoor',
              price: 2400,
              peaks: [{ weekdays: [1, 2, 3, 4, 5], fromHour: 19, toHour: 21, price: 3600 }],
            },
            { name: 'Pista 2', courtType: 'indoor', price: 2400 },
          ],
        },
      ],
      players: [{ name: 'Lucía', phone: '+34 612 000 222' }],
    });
    // A cancellation is free up to 12 hours before, and refused after.
    await world
      .club(clubName)
      .owner.call('PUT', '/owner/cancellation', { noticeHours: 12, lateRefundPercent: null });
  });
  afterAll(() => server.stop());

  let owner: Session;
  let player: Session;
  beforeEach(async () => {
    [owner, player] = await Promise.all([
      openPhone('en-US', { baseUrl: server.baseUrl, width: narrow.width }),
      openPhone('en-US', { baseUrl: server.baseUrl, width: narrow.width }),
    ]);
  });
  afterEach(() => Promise.all([owner.close(), player.close()]));

  it('sells 90 minutes from 19:30 at the peak price, says the window before paying, refunds inside it, and the owner sees it live', async () => {
    const club = world.club(clubName);
    const court = club.court('Pista 1');
    const lucia = world.player('Lucía');
    // Her Spanish mobile, kept whole in its international form.
    expect(await lucia.get<{ Phone: string }>('/user/me')).toMatchObject({ Phone: '+34612000222' });

    // The owner sets padel's terms on the club's booking settings.
    await signIn(owner.page, club.owner.username, club.owner.password);
    await owner.page.goto('/user/club-courts/hours');
    const terms = owner.page.getByRole('region', { name: 'Game lengths and start times' });
    await terms.waitFor(soon);
    const padel = terms.getByRole('group', { name: 'Padel' });
    await padel.getByRole('checkbox', { name: '90 min' }).check();
    await padel.getByRole('radio', { name: 'On the hour and half hour' }).check();
    await terms.getByRole('button', { name: 'Save game lengths and start times' }).click();
    await expect
      .poll(() => owner.page.getByText('Game lengths and start times saved').isVisible(), soon)
      .toBe(true);
    await terms.scrollIntoViewIfNeeded();
    await checkScreen(owner.page, 'sale-terms-en');
    await owner.page.goto('/user/menu');
    const ownerMenu = (unread: number) =>
      owner.page
        .getByRole('navigation')
        .getByRole('link', { name: `Menu, unread notifications: ${unread}`, exact: true });

    // Lucía picks 90 minutes at 19:30: half an hour at 19:00's peak and an hour at 20:00's.
    await signIn(player.page, lucia.username, lucia.password);
    await player.page.goto(`/user/book-court/${club.id}?court=${court.id}&date=${date}`);
    await player.page.getByRole('button', { name: '90 min' }).click();
    await player.page.getByRole('button', { name: /^19:30/ }).click();
    expect(await overflow(player.page)).toBeLessThanOrEqual(0);
    await checkScreen(player.page, 'book-court-half-hours-en');
    // The day starts when the club opens: nothing from 08:00, 90 minutes from 08:30.
    const slotState = async (time: string) =>
      (await player.page
        .getByRole('button', { name: new RegExp(`^${time}`) })
        .getAttribute('aria-label'))!
        .split(', ')
        .at(-1);
    expect(await slotState('08:00')).toBe('Not available');
    expect(await slotState('08:30')).toBe('Available');
    const card = player.page.getByRole('listitem').filter({
      has: player.page.getByRole('heading', { name: court.name, exact: true }),
    });
    await card.scrollIntoViewIfNeeded();
    expect(await card.getByText('/ 90 min at 19:30').textContent()).toBe(
      '€54.00 / 90 min at 19:30',
    );
    await card.getByRole('button', { name: `Book ${court.name}` }).click();
    await player.page.waitForURL(`**/user/book-court/${club.id}/payment?**`);
    const query = new URL(player.page.url()).searchParams;
    expect([query.get('startTime'), query.get('endTime'), query.get('duration')]).toEqual([
      '19:30',
      '21:00',
      '90',
    ]);
    // The club's window, before she commits: free until 12 hours before, 07:30 that day.
    await expect
      .poll(() => player.page.getByText(/Free cancellation until .+07:30/).isVisible(), soon)
      .toBe(true);
    const cardPayment = player.page.getByRole('button', { name: 'Card' });
    await expect.poll(() => cardPayment.isEnabled()).toBe(true);
    await checkScreen(player.page, 'payment-half-hours-en');
    await cardPayment.click();
    await player.page.waitForURL('**/api/payments/sandbox/**');
    await player.page.getByRole('button', { name: /^Pay / }).click();
    await player.page.waitForURL('**/user/my-booking**');
    await expect
      .poll(() => player.page.getByText('Booking Successfully').isVisible(), soon)
      .toBe(true);
    await player.page.getByRole('button', { name: 'OK' }).click();

    // The owner is told at once, and finds her on the day's half-hour rows.
    await expect.poll(() => ownerMenu(1).isVisible(), soon).toBe(true);
    await owner.page.goto('/user/manage-reservation');
    await pickDay(owner.page, date);
    await screenSettled(owner.page);
    const grid = owner.page.getByRole('region', { name: 'Courts and hours' });
    await grid.waitFor();
    for (const time of ['19:30', '20:00', '20:30'])
      await expect
        .poll(
          () =>
            grid.getByRole('button', { name: `${court.name}, ${time}, Lucía, Booking` }).count(),
          soon,
        )
        .toBe(1);
    // The grid opens with the club at 08:30, not at the spec's 06:00, and its last row is 20:30.
    const rows = await grid.getByRole('rowheader').allTextContents();
    expect([rows[0], rows.at(-1)]).toEqual(['08:30', '20:30']);
    expect(await grid.getByRole('button', { name: `${court.name}, 08:30, Free` }).count()).toBe(1);
    expect(await overflow(owner.page)).toBeLessThanOrEqual(0);
    await grid
      .getByRole('button', { name: `${court.name}, 20:30, Lucía, Booking` })
      .scrollIntoViewIfNeeded();
    await checkScreen(owner.page, 'club-day-half-hours-en');

    // A walk-in from 18:00 fits 60 or 90 minutes before her, not 120.
    await grid.getByRole('button', { name: `${court.name}, 18:00, Free` }).click();
    const lengths = owner.page.getByRole('dialog', { name: /Walk-in on .* at 18:00/ });
    await lengths.waitFor();
    expect(await lengths.getByRole('button').allTextContents()).toEqual([
      '60 min',
      '90 min',
      'Cancel',
    ]);
    await checkScreen(owner.page, 'club-day-walk-in-half-hours-en');
    await lengths.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => lengths.isVisible()).toBe(false);

    // The holiday is closed on every court, with its reason.
    await pickDay(owner.page, holiday);
    await screenSettled(owner.page);
    await expect
      .poll(
        () => grid.getByRole('img', { name: `${court.name}, 10:00, Closed: Fiesta local` }).count(),
        soon,
      )
      .toBe(1);

    // Lucía cancels inside the free window: her €54.00 goes back to her card, the owner hears.
    await player.page.goto('/user/my-booking');
    const booked = player.page.getByRole('listitem').filter({ hasText: court.name });
    await booked.getByRole('button', { name: 'Cancel booking' }).click();
    const ask = player.page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect
      .poll(() => ask.getByText(/Free cancellation until .+07:30/).isVisible(), soon)
      .toBe(true);
    await ask.getByRole('button', { name: 'Cancel booking' }).click();
    await expect
      .poll(() => player.page.getByText(/€54\.00 goes back the way you paid/).isVisible(), soon)
      .toBe(true);
    await checkScreen(player.page, 'cancelled-refund-half-hours-en');
    const mine =
      await lucia.get<Array<{ startTime: string; status: string; paymentStatus: string }>>(
        '/user/me/bookings',
      );
    expect(mine.find((one) => one.startTime === '19:30')).toMatchObject({
      amount: 5400,
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    await expect.poll(() => ownerMenu(2).isVisible(), soon).toBe(true);

    // Her booking screen, right to left, at 360 px.
    await toArabic(player.page);
    await player.page.goto(`/user/book-court/${club.id}?court=${court.id}&date=${date}`);
    await player.page.getByRole('button', { name: /^19:30/ }).waitFor(soon);
    expect(await overflow(player.page)).toBeLessThanOrEqual(0);
    await checkScreen(player.page, 'book-court-half-hours-ar');
  });

  it("opens a shared match's link for a new player, who signs up, answers the level questions and finds it at their level", async () => {
    const club = world.club(clubName);
    // Lucía's 90-minute match in the morning, for players of 2 to 3.5, and its link.
    const match = await aMatch(world.player('Lucía'), club, {
      date,
      hour: 10,
      duration: 90,
      gender: 'mix',
      courtType: 'indoor',
      privacy: 'public',
      padelLevelMin: 2,
      padelLevelMax: 3.5,
      description: 'Morning doubles, 90 minutes.',
      reservedSeats: 1,
    });
    const link = `/user/find-match/${match.id}`;
    // A chat app fetching the link reads what it is.
    const preview = await (await fetch(new URL(link, server.baseUrl))).text();
    expect(preview).toContain(`<meta property="og:title" content="Padel match at ${clubName}" />`);
    expect(preview).toMatch(
      /<meta property="og:description" content="[^"]*10:00 · 2 places left" \/>/,
    );

    // Marta opens it on her phone in Spain: she signs up first, with her mobile in its
    // national form, answers the questions, and lands on the match.
    await player.close();
    player = await openPhone('en-US', {
      baseUrl: server.baseUrl,
      width: narrow.width,
      timeZone: 'Europe/Madrid',
    });
    const { page } = player;
    await page.goto(link);
    await page.waitForURL('**/login?next=**');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/register?next=**');
    await signUpOnScreen(page, {
      username: `marta_${Date.now().toString(36)}`,
      name: 'Marta',
      phone: '612 000 444',
      password: worldPassword,
    });
    await page.waitForURL('**/user/padel-level?next=**');
    await answerLevelQuestions(page, 'en', false);
    await page.waitForURL(`**${link}`);
    await expect.poll(() => page.getByText(clubName).first().isVisible(), soon).toBe(true);
    await page.getByRole('button', { name: 'Share link' }).waitFor(soon);
    // Her own mobile is filled in on the form to ask to join, whole.
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await expect.poll(() => phone.inputValue(), soon).toMatch(/612 ?00 ?04 ?44/);
    // Her level from the questions is in the match's range: no warning before she asks.
    expect(await page.getByText(/outside this match's range|no padel level yet/).count()).toBe(0);
    await checkScreen(page, 'shared-match-en');

    await page.goto('/user/find-match');
    const card = page.getByRole('listitem').filter({ hasText: clubName }).first();
    await expect.poll(() => card.isVisible(), soon).toBe(true);
    expect(await card.getByText('At your level').isVisible()).toBe(true);
    expect(await card.getByText('10:00').count()).toBeGreaterThan(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await checkScreen(page, 'find-match-half-hours-at-level-en');

    // Lucía has played with nobody yet: the invitation sheet says who will be there.
    const lucia = world.player('Lucía');
    await signIn(owner.page, lucia.username, lucia.password);
    await owner.page.goto(link);
    await owner.page.getByRole('button', { name: 'Invite players' }).click();
    const invite = owner.page.getByRole('dialog', { name: 'Invite people you played with' });
    await expect
      .poll(() => invite.getByText(/Once you have played a match or a night/).isVisible(), soon)
      .toBe(true);
    await checkScreen(owner.page, 'invite-players-empty-en');
  });
});
