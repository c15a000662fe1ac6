import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs, clubDateIn, freeTwoHours, signUp } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import { aMadridClub, buildWorld, type World } from './support/club-world.js';
import { journeyServerUrl } from './support/journey-server.js';
import { pickDay } from './support/day-strip.js';
import { overflow, toArabic } from './support/phone-language.js';
import { checkScreen, screenSettled } from './support/screens.js';

const clubName = 'Moncloa Padel & Football Club';
const phoneWidth = { width: 360, height: 780 };
// The owner's grid follows the live stream; on a busy machine a refresh takes a moment.
const live = { timeout: 10_000 };

interface ClubWithCourts {
  id: string;
  name: string;
  courts: Array<{ id: string; name: string; capacity: number }>;
}

/** A new player, so no earlier journey's cash bookings or no-shows count against them. */
async function aNewPlayer(baseUrl: string, name: string) {
  const unique = Date.now().toString().slice(-7);
  const username = `${name.toLowerCase()}_${unique}`;
  const { token } = await signUp(baseUrl, {
    Name: name,
    username,
    phone: `+34 688 ${unique.slice(-6)}`,
    password: 'day-pass-1',
    isPadel: true,
    isFootball: true,
  });
  return { username, password: 'day-pass-1', token };
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const at = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const cellOf = (page: Page, court: string, hour: number) =>
  page.getByRole('button', { name: new RegExp(`^${literally(court)}, ${at(hour)}, `) });

describe("the owner's day at a glance", () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(journeyServerUrl(), { clubs: [aMadridClub(clubName)] });
  });
  let player: Session;
  let owner: Session;
  beforeEach(async () => {
    [player, owner] = await Promise.all([openPhone(), openPhone()]);
    await owner.page.setViewportSize(phoneWidth);
  });
  afterEach(async () => {
    await Promise.all([player.close(), owner.close()]);
  });

  it('shows a cash booking live, marks it collected, moves another, in English and Arabic', async () => {
    const { baseUrl } = player;
    const coral = await aNewPlayer(baseUrl, 'Coral');
    const get = await apiAs(baseUrl, coral.username, coral.password);
    const clubs = await get<ClubWithCourts[]>('/user/club/all?type=padel');
    const club = clubs.find((c) => c.name === clubName)!;
    const date = clubDateIn(15);
    const { court, hour } = await freeTwoHours(get, club.id, club.courts, date);

    // The owner has the day open before the player books.
    const { owner: clubOwner } = world.club(clubName);
    await signIn(owner.page, clubOwner.username, clubOwner.password);
    await owner.page.goto('/user/manage-reservation');
    await pickDay(owner.page, date);
    await screenSettled(owner.page);
    await owner.page.getByRole('region', { name: 'Courts and hours' }).waitFor();
    expect(await cellOf(owner.page, court.name, hour).getAttribute('aria-label')).toContain('Free');

    // The player books by cash.
    await signIn(player.page, coral.username, coral.password);
    await player.page.goto(`/user/book-court/${club.id}?court=${court.id}&date=${date}`);
    await player.page.getByRole('button', { name: '60 min' }).click();
    await player.page.getByRole('button', { name: new RegExp(`^${at(hour)}`) }).click();
    await player.page.getByRole('button', { name: `Book ${court.name}` }).click();
    await player.page.waitForURL(`**/user/book-court/${club.id}/payment?**`);
    const cash = player.page.getByRole('button', { name: 'Cash at the club' });
    await expect.poll(() => cash.isEnabled()).toBe(true);
    await cash.click();
    await player.page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect.poll(() => player.page.getByText('Booking Successfully').isVisible()).toBe(true);

    // Without a reload, the owner's grid shows it.
    const booked = cellOf(owner.page, court.name, hour);
    await expect
      .poll(async () => (await booked.getAttribute('aria-label')) ?? '', live)
      .toContain('Coral');
    const overflow = await owner.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await checkScreen(owner.page, 'club-day-grid-en');

    await booked.click();
    const sheet = owner.page.getByRole('dialog', { name: new RegExp(literally(court.name)) });
    await expect
      .poll(() => sheet.getByText(/^Cash at the club · To pay at the club · €\d/).isVisible())
      .toBe(true);
    await checkScreen(owner.page, 'club-day-sheet-en');
    await sheet.getByRole('button', { name: 'Cash collected' }).click();
    await expect.poll(() => sheet.isVisible()).toBe(false);
    const mine = () =>
      get<Array<{ id: string; startTime: string; court: { id: string }; paymentStatus: string }>>(
        '/user/me/bookings',
      );
    await expect.poll(async () => (await mine())[0]?.paymentStatus, live).toBe('succeeded');

    // A second booking, made through the API this time, is moved by the owner.
    const second = await fetch(`${baseUrl}/api/booking/payment/cash`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${coral.token}` },
      body: JSON.stringify({
        courtID: court.id,
        clubID: club.id,
        date,
        startTime: at(hour + 1),
        endTime: at(hour + 2),
        duration: 60,
      }),
    });
    expect(second.status).toBe(201);
    const moving = cellOf(owner.page, court.name, hour + 1);
    await expect
      .poll(async () => (await moving.getAttribute('aria-label')) ?? '', live)
      .toContain('Coral');
    await moving.click();
    await owner.page.getByRole('button', { name: 'Move' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Move this booking' });
    await dialog.getByRole('combobox', { name: 'Starts at' }).click();
    const firstFree = owner.page.getByRole('option').first();
    const target = (await firstFree.textContent())!;
    await firstFree.click();
    await checkScreen(owner.page, 'club-day-move-en');
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect
      .poll(async () => (await mine()).map((booking) => booking.startTime).sort(), live)
      .toEqual([at(hour), target].sort());

    // A free hour books a walk-in, asking for how long first; a court's name opens its day.
    await owner.page
      .getByRole('button', { name: /, Free$/ })
      .first()
      .click();
    const lengths = owner.page.getByRole('dialog', { name: /^Walk-in on / });
    await lengths.getByRole('button', { name: '60 min' }).waitFor();
    await checkScreen(owner.page, 'club-day-walk-in-length-en');
    await lengths.getByRole('button', { name: '60 min' }).click();
    await owner.page.waitForURL('**/user/manage-reservation/court/*/book?**');
    await owner.page.goBack();
    await owner.page.getByRole('link', { name: court.name, exact: true }).click();
    await owner.page.waitForURL('**/user/manage-reservation/court/*?**');
    expect(new URL(owner.page.url()).searchParams.get('date')).toBe(date);

    // The same grid and sheet in Arabic, right to left, at 360 px.
    await owner.page.goto('/user/menu');
    await owner.page.getByText('Select Language').click();
    await owner.page.getByText('العربية').click();
    await expect.poll(() => owner.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await owner.page.goto(`/user/manage-reservation?date=${date}`);
    await screenSettled(owner.page);
    await owner.page.getByRole('region', { name: 'الملاعب والساعات' }).waitFor();
    const rtlOverflow = await owner.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(rtlOverflow).toBeLessThanOrEqual(0);
    await checkScreen(owner.page, 'club-day-grid-ar');
    await cellOf(owner.page, court.name, hour).click();
    await owner.page.getByRole('dialog').waitFor();
    await checkScreen(owner.page, 'club-day-sheet-ar');
  }, 240_000);

  it("finds a booker in the club's customer list and opens their page, in English and Arabic", async () => {
    const { baseUrl } = player;
    const nuria = await aNewPlayer(baseUrl, 'Nuria');
    const get = await apiAs(baseUrl, nuria.username, nuria.password);
    const clubs = await get<ClubWithCourts[]>('/user/club/all?type=padel');
    const club = clubs.find((c) => c.name === clubName)!;
    const date = clubDateIn(16);
    const { court, hour } = await freeTwoHours(get, club.id, club.courts, date);
    const booked = await fetch(`${baseUrl}/api/booking/payment/cash`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${nuria.token}` },
      body: JSON.stringify({
        courtID: court.id,
        clubID: club.id,
        date,
        startTime: at(hour),
        endTime: at(hour + 1),
        duration: 60,
      }),
    });
    expect(booked.status).toBe(201);

    const { owner: clubOwner } = world.club(clubName);
    await signIn(owner.page, clubOwner.username, clubOwner.password);
    await owner.page.goto('/user/customers');
    await owner.page.getByRole('searchbox', { name: 'Search by name or phone' }).fill('Nuria');
    const card = owner.page.getByRole('link', { name: /Nuria/ }).first();
    await card.waitFor();
    await screenSettled(owner.page);
    expect(await overflow(owner.page)).toBeLessThanOrEqual(0);
    await checkScreen(owner.page, 'customers-list-en');
    await card.click();
    await owner.page.waitForURL('**/user/customers/*');
    await owner.page.getByRole('region', { name: 'Bookings' }).getByText(court.name).waitFor();
    await screenSettled(owner.page);
    expect(await overflow(owner.page)).toBeLessThanOrEqual(0);
    await checkScreen(owner.page, 'customer-page-en');
    const page = owner.page.url();

    await toArabic(owner.page);
    await owner.page.goto('/user/customers');
    await owner.page.getByRole('link', { name: /Nuria/ }).first().waitFor();
    await screenSettled(owner.page);
    expect(await overflow(owner.page)).toBeLessThanOrEqual(0);
    await checkScreen(owner.page, 'customers-list-ar');
    await owner.page.goto(page);
    await owner.page.getByRole('region', { name: 'الحجوزات' }).getByText(court.name).waitFor();
    await screenSettled(owner.page);
    expect(await overflow(owner.page)).toBeLessThanOrEqual(0);
    await checkScreen(owner.page, 'customer-page-ar');
  }, 240_000);

  it('creates a short weekly series for a customer, in English and Arabic', async () => {
    const { owner: clubOwner } = world.club(clubName);
    await signIn(owner.page, clubOwner.username, clubOwner.password);
    await owner.page.goto('/user/manage-reservation/series');
    await owner.page.getByRole('button', { name: 'New series' }).click();
    await owner.page.getByLabel('From').fill(clubDateIn(40));
    await owner.page.getByLabel('To', { exact: true }).fill(clubDateIn(53));
    await owner.page.getByLabel('Customer name').fill('Regular Rosa');
    await owner.page.getByRole('button', { name: 'Check dates' }).click();
    const preview = owner.page.getByRole('region', { name: 'Dates of the series' });
    await preview.waitFor();
    await checkScreen(owner.page, 'series-preview-en');
    await preview
      .getByRole('button', { name: /^(Create series|Skip clashes and create)$/ })
      .click();
    const done = owner.page.getByRole('dialog', { name: 'Series created' });
    await done.waitFor();
    await done.getByRole('button').first().click();
    const list = owner.page.getByRole('list', { name: 'Weekly series' });
    await list.getByText('Regular Rosa').first().waitFor();
    const overflow = await owner.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await checkScreen(owner.page, 'series-list-en');

    await owner.page.goto('/user/menu');
    await owner.page.getByText('Select Language').click();
    await owner.page.getByText('العربية').click();
    await expect.poll(() => owner.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await owner.page.goto('/user/manage-reservation/series');
    await owner.page.getByRole('list', { name: 'السلاسل الأسبوعية' }).waitFor();
    await checkScreen(owner.page, 'series-list-ar');
    await owner.page.getByRole('button', { name: 'سلسلة جديدة' }).click();
    await screenSettled(owner.page);
    await checkScreen(owner.page, 'series-form-ar');
  }, 240_000);
});
