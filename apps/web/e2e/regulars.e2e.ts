import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clubDateIn } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import {
  aCashBooking,
  aMadridClub,
  aSpanishMobile,
  buildWorld,
  type World,
} from './support/club-world.js';
import { overflow, toArabic } from './support/phone-language.js';
import { checkScreen, screenSettled } from './support/screens.js';

const clubName = 'Regulars Padel Club';
const narrow = { width: 360, height: 780 };
// Screens load their code and data on first use: slow on a busy machine.
const soon = { timeout: 20_000 };

/** The first Tuesday at least `days` days ahead, on the club's calendar. */
function aTuesdayFrom(days: number): { date: string; daysAhead: number } {
  for (let ahead = days; ; ahead += 1) {
    const date = clubDateIn(ahead);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 2) return { date, daysAhead: ahead };
  }
}

/** Chooses `option` in the select labelled `label` (a Material UI select). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('a club keeps its regulars', () => {
  let world: World;
  let owner: Session;
  let desk: Session;
  beforeAll(async () => {
    world = await buildWorld(inject('baseUrl'), {
      clubs: [aMadridClub(clubName)],
      players: [{ name: 'Pablo' }, { name: 'Nora' }, { name: 'Dana' }],
    });
    [owner, desk] = await Promise.all([openPhone(), openPhone()]);
    await Promise.all([owner.page.setViewportSize(narrow), desk.page.setViewportSize(narrow)]);
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), desk?.close()]);
  });

  it("the front desk books ten Tuesdays for a walk-in customer, skipping the one that clashes, and the customer's page lists the nine, in English and Arabic", async () => {
    const club = world.club(clubName);
    const first = aTuesdayFrom(3);
    const last = clubDateIn(first.daysAhead + 63);
    const clashing = clubDateIn(first.daysAhead + 21);
    // Nora holds the fourth Tuesday's 19:00 on the first court already.
    await aCashBooking(world.player('Nora'), club, { court: 'Padel 1', date: clashing, hour: 19 });

    // The owner takes Dana, who has an account, on at the front desk.
    await signIn(owner.page, club.owner.username, club.owner.password);
    await owner.page.goto('/user/club-staff');
    await owner.page.getByRole('button', { name: 'Add staff' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Add staff' });
    await dialog.getByLabel('An account that exists').check();
    await dialog.getByLabel('Phone number or username').fill(world.player('Dana').username);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const members = owner.page.getByRole('list', { name: 'Staff members' });
    await expect.poll(() => members.textContent(), soon).toContain('Front desk');

    // Dana sets up the season from the desk: Tuesdays at 19:00 on the first court.
    const d = desk.page;
    await signIn(d, world.player('Dana').username, world.player('Dana').password);
    await d.goto('/user/manage-reservation/series');
    await d.getByRole('button', { name: 'New series' }).click();
    await choose(d, 'Court', 'Padel 1');
    await choose(d, 'Weekday', 'Tue');
    await d.getByLabel('From').fill(first.date);
    await d.getByLabel('To', { exact: true }).fill(last);
    await d.getByLabel('Customer name').fill('Walter Walk-in');
    await d.getByLabel('Customer phone (optional)').fill(aSpanishMobile());
    await d.getByRole('button', { name: 'Check dates' }).click();
    const preview = d.getByRole('region', { name: 'Dates of the series' });
    await expect.poll(() => preview.textContent(), soon).toContain('10 dates, 1 clashing');
    await screenSettled(d);
    expect(await overflow(d)).toBeLessThanOrEqual(0);
    await checkScreen(d, 'regulars-series-preview-en');
    await preview.getByRole('button', { name: 'Skip clashes and create' }).click();
    const created = d.getByRole('dialog', { name: 'Series created' });
    await expect.poll(() => created.textContent(), soon).toContain('9 dates booked, 1 skipped.');
    await created.getByRole('button').first().click();

    // The customer's page lists the nine Tuesdays.
    await d.goto('/user/customers');
    await d.getByRole('searchbox', { name: 'Search by name or phone' }).fill('Walter');
    const card = d.getByRole('link', { name: /Walter Walk-in/ }).first();
    await card.click();
    await d.waitForURL('**/user/customers/*');
    const bookings = d.getByRole('list', { name: 'Bookings' });
    await expect.poll(() => bookings.getByRole('listitem').count(), soon).toBe(9);
    const lines = await bookings.getByRole('listitem').allTextContents();
    expect(lines.every((line) => line.includes('Padel 1'))).toBe(true);
    await screenSettled(d);
    expect(await overflow(d)).toBeLessThanOrEqual(0);
    await checkScreen(d, 'regulars-customer-en');

    // The same page in Arabic, right to left, at 360 px.
    const customerPage = d.url();
    await toArabic(d);
    await d.goto(customerPage);
    const arabicBookings = d.getByRole('list', { name: 'الحجوزات' });
    await expect.poll(() => arabicBookings.getByRole('listitem').count(), soon).toBe(9);
    await screenSettled(d);
    expect(await overflow(d)).toBeLessThanOrEqual(0);
    await checkScreen(d, 'regulars-customer-ar');
  }, 240_000);
});
