import { weekdayOf } from '@courtside/shared';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubDateIn } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import {
  aCashBooking,
  aMadridClub,
  buildWorld,
  type World,
  type WorldClub,
} from './support/club-world.js';
import { journeyServerUrl } from './support/journey-server.js';
import { checkScreen, screenSettled } from './support/screens.js';

interface Report {
  cashToCollect: { count: number; amount: number };
  revenueByMethod: Array<{ method: string; count: number; amount: number }>;
}

const cashRevenue = (report: Report) =>
  report.revenueByMethod.find((row) => row.method === 'cash') ?? { count: 0, amount: 0 };
const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** A weekday (Monday to Friday) some weeks ahead, inside the booking horizon. */
function weekdayAhead(): string {
  for (let days = 40; ; days += 1) {
    const date = clubDateIn(days);
    if (weekdayOf(date) >= 1 && weekdayOf(date) <= 5) return date;
  }
}

const narrow = { width: 360, height: 780 };
// Screens load their code and data on first use: slow on a busy machine.
const soon = { timeout: 20_000 };

describe('courts and reports of a club', () => {
  let world: World;
  let club: WorldClub;
  beforeAll(async () => {
    world = await buildWorld(journeyServerUrl(), {
      clubs: [aMadridClub('Usera Padel & Football Club')],
      players: [{ name: 'Héctor' }, { name: 'Lucía' }, { name: 'Iker' }],
    });
    club = world.club('Usera Padel & Football Club');
    // The month the reports show has its bookings: the next days at 10:00, paid at the club,
    // by two players (a player holds at most four bookings to pay in cash at a club).
    const bookings = { Lucía: [1, 2, 3], Iker: [5, 8] };
    for (const [name, days] of Object.entries(bookings))
      for (const day of days)
        await aCashBooking(world.player(name), club, {
          court: 'Padel 1',
          date: clubDateIn(day),
          hour: 10,
        });
  });
  let owner: Session;
  let player: Session;
  beforeEach(async () => {
    owner = await openPhone();
    player = await openPhone();
    await owner.page.setViewportSize(narrow);
    await player.page.setViewportSize(narrow);
  });
  afterEach(async () => {
    await owner.close();
    await player.close();
  });

  it('owner adds a court with a peak price; a player books it by cash at that price; the grid shows it live, the owner collects it, and the report counts the revenue', async () => {
    const { page } = owner;
    const unique = Date.now().toString().slice(-6);
    const courtName = `Court ${unique}`;
    const date = weekdayAhead();
    const ownerApi = club.owner.get;
    const reportOf = () => ownerApi<Report>(`/owner/report?from=${date}&to=${date}`);
    const before = await reportOf();

    // The owner adds a court: 20 an hour, 30 on weekday evenings.
    await signIn(page, club.owner.username, club.owner.password);
    await page.goto('/user/menu');
    await page.getByText('Add court/future').click();
    await page.waitForURL('**/user/club-courts');
    await screenSettled(page);
    await checkScreen(page, 'club-courts-en');
    await page.getByRole('button', { name: 'Add a court' }).click();
    await page.waitForURL('**/user/club-courts/new');
    await page.getByLabel('Court name').fill(courtName);
    await page.getByLabel('Court', { exact: true }).selectOption({ label: 'Covered' });
    await page.getByLabel('Description').fill('Glass walls, LED lights');
    const picture = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#1565c0' },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'court.jpg', mimeType: 'image/jpeg', buffer: picture });
    await page.getByLabel('Price per 60 minutes (EUR)').fill('20');
    await page.getByRole('button', { name: 'Add a peak price' }).click();
    await page.getByLabel('Peak price per 60 minutes (EUR)').fill('30');
    await checkScreen(page, 'court-form-en');
    await page.getByRole('button', { name: 'Add court', exact: true }).click();
    await page.waitForURL('**/user/club-courts');
    const card = page.getByRole('listitem').filter({ hasText: courtName });
    await expect.poll(() => card.isVisible(), soon).toBe(true);
    expect(await card.textContent()).toContain('€20.00');
    expect(await card.textContent()).toContain('€30.00');
    const photo = await card.locator('img').getAttribute('src');
    expect(photo).toMatch(/^\/api\/uploads\/court\/.+\.webp$/);
    await checkScreen(page, 'club-courts-added-en');

    const courts = await ownerApi<Array<{ id: string; name: string }>>('/owner/court');
    const court = courts.find((c) => c.name === courtName)!;

    // The owner keeps the day open on the club's grid while the player books.
    await page.goto(`/user/manage-reservation?date=${date}`);
    await screenSettled(page);
    const cell = page.getByRole('button', { name: new RegExp(`^${courtName}, 17:00, `) });
    await expect.poll(() => cell.getAttribute('aria-label'), soon).toContain('Free');

    // A player sees it and its price on the booking screen, and books 17:00 to 19:00 by cash:
    // one hour at 20, one at the evening's 30.
    const p = player.page;
    const hector = world.player('Héctor');
    await signIn(p, hector.username, hector.password);
    await p.goto(`/user/book-court/${club.id}?court=${court.id}&date=${date}`);
    await expect.poll(() => p.getByText(courtName).first().isVisible(), soon).toBe(true);
    await expect.poll(() => p.getByText('€20.00').first().isVisible(), soon).toBe(true);
    await p.getByRole('button', { name: '120 min' }).click();
    await p.getByRole('button', { name: /^17:00/ }).click();
    await checkScreen(p, 'book-new-court-en');
    await p.getByRole('button', { name: `Book ${courtName}` }).click();
    await p.waitForURL(`**/user/book-court/${club.id}/payment?**`);
    await expect.poll(() => p.getByText('€50.00').first().isVisible(), soon).toBe(true);
    const cash = p.getByRole('button', { name: 'Cash at the club' });
    await expect.poll(() => cash.isEnabled(), soon).toBe(true);
    await cash.click();
    const confirm = p.getByRole('dialog', { name: 'Confirm your booking' });
    await expect.poll(() => confirm.isVisible(), soon).toBe(true);
    await confirm.getByRole('button', { name: 'Confirm booking' }).click();
    await p.waitForURL('**/user/my-booking**');

    // Until the player pays at the desk, the report has the booking as cash to collect.
    const booked = await reportOf();
    expect(booked.cashToCollect).toEqual({
      count: before.cashToCollect.count + 1,
      amount: before.cashToCollect.amount + 5000,
    });
    expect(booked.revenueByMethod).toEqual(before.revenueByMethod);

    // Without a reload, the owner's grid shows the booking; the owner marks the cash collected.
    const me = await hector.get<{ firstName: string }>('/auth/me');
    await expect.poll(() => cell.getAttribute('aria-label'), soon).toContain(me.firstName);
    await cell.click();
    const sheet = page.getByRole('dialog', { name: new RegExp(courtName) });
    await sheet.getByRole('button', { name: 'Cash collected' }).click();
    await expect.poll(() => sheet.isVisible(), soon).toBe(false);

    // Collected, it is revenue: cash to collect is back where it was.
    const after = await reportOf();
    expect(after.cashToCollect).toEqual(before.cashToCollect);
    expect(cashRevenue(after)).toEqual({
      method: 'cash',
      count: cashRevenue(before).count + 1,
      amount: cashRevenue(before).amount + 5000,
    });
    await page.goto('/user/menu');
    await page.getByText('Reports').click();
    await page.waitForURL('**/user/reports');
    await page.getByLabel('From', { exact: true }).fill(date);
    await page.getByLabel('To', { exact: true }).fill(date);
    const revenue = page.getByRole('listitem').filter({ hasText: 'Revenue collected' });
    const total = after.revenueByMethod.reduce((sum, row) => sum + row.amount, 0);
    await expect.poll(() => revenue.textContent(), soon).toContain(euros(total));
    const toCollect = page.getByRole('listitem').filter({ hasText: 'Cash to collect' });
    expect(await toCollect.textContent()).toContain(euros(after.cashToCollect.amount));
    expect(await toCollect.textContent()).toContain(`Bookings: ${after.cashToCollect.count}`);
    await screenSettled(page);
    await checkScreen(page, 'reports-en');
    await page.getByLabel('Table view').check();
    await expect.poll(() => page.getByRole('table').first().isVisible(), soon).toBe(true);
    await checkScreen(page, 'reports-table-en');
  }, 180_000);

  it('shows a month of the club’s figures, in English and in Arabic', async () => {
    const { page } = owner;
    await signIn(page, club.owner.username, club.owner.password);
    await page.goto('/user/reports');
    await page.getByLabel('From', { exact: true }).fill(clubDateIn(-20));
    await page.getByLabel('To', { exact: true }).fill(clubDateIn(10));
    await screenSettled(page);
    await checkScreen(page, 'reports-month-en');
    // A tapped cell says its figures; the revenue charts below, at 360 px.
    await page
      .getByRole('button', { name: /at 10:00: booked/ })
      .first()
      .click();
    await expect
      .poll(
        () =>
          page
            .getByText(/at 10:00: booked \d+ of \d+ days/)
            .first()
            .isVisible(),
        soon,
      )
      .toBe(true);
    await page.getByRole('region', { name: 'Revenue by week' }).scrollIntoViewIfNeeded();
    await checkScreen(page, 'reports-charts-en');
    await page.getByRole('region', { name: 'Revenue by payment method' }).scrollIntoViewIfNeeded();
    await checkScreen(page, 'reports-methods-en');
    await page.goto('/user/menu');
    await page.getByText('Select Language').click();
    await page.getByText('العربية').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir), soon).toBe('rtl');
    await page.goto('/user/club-courts');
    await screenSettled(page);
    await checkScreen(page, 'club-courts-ar');
    await page.goto('/user/reports');
    await page.getByLabel('من', { exact: true }).fill(clubDateIn(-20));
    await page.getByLabel('إلى', { exact: true }).fill(clubDateIn(10));
    await screenSettled(page);
    await checkScreen(page, 'reports-ar');
    // The heat map's court key numbers its courts on the page's side, in the card's margin,
    // whatever script a court's name is written in.
    const keyDirections = await page
      .locator('ol[aria-hidden="true"] > li')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).direction));
    expect(keyDirections.length).toBeGreaterThan(0);
    expect(new Set(keyDirections)).toEqual(new Set(['rtl']));
    await page.getByRole('region', { name: 'الإيرادات حسب الأسبوع' }).scrollIntoViewIfNeeded();
    await checkScreen(page, 'reports-charts-ar');
  });
});
