import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { aNewPlayer, apiAs, clubDateIn } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import { pickDay } from './support/day-strip.js';
import { checkScreen, screenSettled } from './support/screens.js';

const clubName = 'Retiro Padel & Football Club';
const narrow = { width: 360, height: 780 };
const soon = { timeout: 20_000 };
const spec = { lengths: [60, 120], startEvery: 60 };

interface ClubWithCourts {
  id: string;
  courts: Array<{ id: string; name: string }>;
}

/** The owner's terms, set through the API: the journey leaves the spec's terms behind it. */
async function putSaleTerms(baseUrl: string, terms: object) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: 'owner', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${baseUrl}/api/owner/sales`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(terms),
  });
  expect(res.status).toBe(200);
}

/** A court of the club with nothing from 18:00 to 21:00 that day. */
async function freeEvening(
  get: <T>(path: string) => Promise<T>,
  club: ClubWithCourts,
  date: string,
): Promise<ClubWithCourts['courts'][number]> {
  const ids = club.courts.map((court) => court.id).join(',');
  const taken = await get<Array<{ courtId: string; startTime: string; duration: number }>>(
    `/booking?date=${date}&court=${ids}`,
  );
  const minute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const free = club.courts.find((court) =>
    taken.every(
      (one) =>
        one.courtId !== court.id ||
        minute(one.startTime) + one.duration <= 18 * 60 ||
        minute(one.startTime) >= 21 * 60,
    ),
  );
  if (!free) throw new Error(`no padel court free from 18:00 to 21:00 on ${date}`);
  return free;
}

/** Whether the page is wider than the phone: nothing may scroll sideways but the owner's grid. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('court time in half hours', () => {
  let owner: Session;
  let player: Session;
  beforeEach(async () => {
    [owner, player] = await Promise.all([openPhone(), openPhone()]);
    await owner.page.setViewportSize(narrow);
    await player.page.setViewportSize(narrow);
  });
  afterEach(async () => {
    await putSaleTerms(owner.baseUrl, { padel: spec, football: spec });
    await Promise.all([owner.close(), player.close()]);
  });

  it('the owner sells 90 minutes from the half hour; a player books 19:30 to 21:00; the club day shows it', async () => {
    const { baseUrl } = owner;
    const date = clubDateIn(11);

    // The owner sets padel's terms on the club's booking settings.
    await signIn(owner.page, 'owner');
    await owner.page.goto('/user/club-courts/hours');
    const terms = owner.page.getByRole('region', {
      name: 'Game lengths and start times',
    });
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

    // A player picks 90 minutes at 19:30 on a padel court free that evening.
    const account = await aNewPlayer(baseUrl, 'Nuria');
    const get = await apiAs(baseUrl, account.username, account.password);
    const clubs = await get<Array<ClubWithCourts & { name: string }>>('/user/club/all?type=padel');
    const club = clubs.find((one) => one.name === clubName)!;
    const court = await freeEvening(get, club, date);
    await signIn(player.page, account.username, account.password);
    await player.page.goto(`/user/book-court/${club.id}?court=${court.id}&date=${date}`);
    await player.page.getByRole('button', { name: '90 min' }).click();
    await player.page.getByRole('button', { name: /^19:30/ }).click();
    expect(await overflow(player.page)).toBeLessThanOrEqual(0);
    await checkScreen(player.page, 'book-court-half-hours-en');
    const card = player.page.getByRole('listitem').filter({
      has: player.page.getByRole('heading', {
        name: court.name,
        exact: true,
      }),
    });
    await card.scrollIntoViewIfNeeded();
    const quote = await card.getByText('/ 90 min at 19:30').textContent();
    const amount = quote!.split(' / ')[0]!;
    await card.getByRole('button', { name: `Book ${court.name}` }).click();
    await player.page.waitForURL(`**/user/book-court/${club.id}/payment?**`);
    const query = new URL(player.page.url()).searchParams;
    expect([query.get('startTime'), query.get('endTime'), query.get('duration')]).toEqual([
      '19:30',
      '21:00',
      '90',
    ]);
    await expect
      .poll(() => player.page.getByText(amount, { exact: true }).first().isVisible())
      .toBe(true);
    const cash = player.page.getByRole('button', { name: 'Cash at the club' });
    await expect.poll(() => cash.isEnabled()).toBe(true);
    await checkScreen(player.page, 'payment-half-hours-en');
    await cash.click();
    await player.page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect.poll(() => player.page.getByText('Booking Successfully').isVisible()).toBe(true);

    // The owner's day has half-hour rows, the booking in each of its three.
    await owner.page.goto('/user/manage-reservation');
    await pickDay(owner.page, date);
    await screenSettled(owner.page);
    const grid = owner.page.getByRole('region', { name: 'Courts and hours' });
    await grid.waitFor();
    for (const time of ['19:30', '20:00', '20:30']) {
      const cell = grid.getByRole('button', {
        name: `${court.name}, ${time}, Nuria, Booking`,
      });
      await expect.poll(() => cell.count(), soon).toBe(1);
    }
    await grid.getByRole('button', { name: `${court.name}, 21:00, Free` }).scrollIntoViewIfNeeded();
    expect(await overflow(owner.page)).toBeLessThanOrEqual(0);
    await checkScreen(owner.page, 'club-day-half-hours-en');

    // A walk-in from 18:00 fits 60 or 90 minutes before her, not 120.
    await grid.getByRole('button', { name: `${court.name}, 18:00, Free` }).click();
    const lengths = owner.page.getByRole('dialog', {
      name: /Walk-in on .* at 18:00/,
    });
    await lengths.waitFor();
    expect(await lengths.getByRole('button').allTextContents()).toEqual([
      '60 min',
      '90 min',
      'Cancel',
    ]);
    await checkScreen(owner.page, 'club-day-walk-in-half-hours-en');
    await lengths.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => lengths.isVisible()).toBe(false);

    // The court's own day filters by the lengths on sale and names her at each of her rows.
    await grid.getByRole('link', { name: court.name }).click();
    await owner.page.waitForURL(`**/user/manage-reservation/court/${court.id}?**`);
    const filter = owner.page.getByRole('group', { name: 'Duration' });
    await filter.waitFor(soon);
    expect(await filter.getByRole('button').allTextContents()).toEqual([
      'All',
      '60 min',
      '90 min',
      '120 min',
    ]);
    const hours = owner.page.getByRole('group', { name: 'Hours' });
    await expect
      .poll(() => hours.getByRole('button', { name: /^19:30, Nuria/ }).count(), soon)
      .toBe(1);
    await hours.getByRole('button', { name: /^19:30/ }).scrollIntoViewIfNeeded();
    expect(await overflow(owner.page)).toBeLessThanOrEqual(0);
    await checkScreen(owner.page, 'court-day-half-hours-en');
  });
});
