import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clubDateIn } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import { aMadridClub, aSpanishMobile, buildWorld, type World } from './support/club-world.js';
import { journeyServerUrl } from './support/journey-server.js';
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

/** Chooses `option` in the select labelled `label` (a native select). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

describe('a club keeps its regulars', () => {
  let world: World;
  let owner: Session;
  let desk: Session;
  let player: Session;
  beforeAll(async () => {
    world = await buildWorld(journeyServerUrl(), {
      clubs: [aMadridClub(clubName)],
      players: [{ name: 'Pablo' }, { name: 'Nora' }, { name: 'Dana' }],
    });
    [owner, desk, player] = await Promise.all([openPhone(), openPhone(), openPhone()]);
    await Promise.all([owner, desk, player].map((session) => session.page.setViewportSize(narrow)));
  });
  afterAll(async () => {
    await Promise.all([owner?.close(), desk?.close(), player?.close()]);
  });

  it('the owner sells a monthly plan, 20% off from 17:00 and 14 days ahead; a player joins by card, pays the member price 13 days ahead where another cannot book, and opens the receipt of the membership, in English and Arabic', async () => {
    const club = world.club(clubName);
    const o = owner.page;

    // The club opens its courts a week ahead; its plan opens two.
    await signIn(o, club.owner.username, club.owner.password);
    await o.goto('/user/club-courts/hours');
    const window = o.getByRole('region', { name: 'Booking window' });
    await window.getByRole('textbox', { name: 'Players book up to' }).fill('7');
    await window.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => o.getByText('Booking window saved').isVisible(), soon).toBe(true);

    await o.goto('/user/club-memberships');
    await expect.poll(() => o.getByText('No plans yet').isVisible(), soon).toBe(true);
    await checkScreen(o, 'regulars-plans-empty-en');
    await o.getByRole('button', { name: 'New plan' }).first().click();
    const form = o.getByRole('dialog', { name: 'New plan' });
    await form.getByLabel('Name').fill('Evening Club');
    await form.getByLabel(/^Price per period/).fill('30');
    await form.getByLabel('Members pay less').check();
    await form.getByLabel('Percent off').fill('20');
    for (const day of ['Sat', 'Sun']) await form.getByRole('button', { name: day }).click();
    await choose(o, 'To', '23:00');
    await form.getByLabel('Days ahead a member may book').fill('14');
    await checkScreen(o, 'regulars-plan-form-en');
    await form.getByRole('button', { name: 'Save plan' }).click();
    const plans = o.getByRole('main');
    await expect.poll(() => plans.textContent(), soon).toContain('Evening Club');
    await expect.poll(() => plans.textContent(), soon).toContain('20% off');
    await screenSettled(o);
    expect(await overflow(o)).toBeLessThanOrEqual(0);
    await checkScreen(o, 'regulars-plans-en');

    // Pablo finds the plan on the club's page and joins it by card.
    const p = player.page;
    const pablo = world.player('Pablo');
    await signIn(p, pablo.username, pablo.password);
    await p.goto(`/user/club/${club.id}`);
    const join = p.getByRole('button', { name: 'Join Evening Club' });
    await join.waitFor(soon);
    await join.scrollIntoViewIfNeeded();
    await screenSettled(p);
    await checkScreen(p, 'regulars-club-plans-en');
    await join.click();
    const joining = p.getByRole('dialog', { name: 'Join Evening Club' });
    await joining.getByRole('button', { name: 'Card' }).click();
    await p.waitForURL('**/api/payments/sandbox/**');
    await p.getByRole('button', { name: /^Pay / }).click();
    await p.waitForURL('**/user/memberships**');
    await expect.poll(() => p.getByText('Membership paid').isVisible(), soon).toBe(true);
    await p.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => p.getByText('Active').first().isVisible(), soon).toBe(true);

    // Thirteen days ahead, beyond the club's week: the member's price on the card and at checkout.
    const far = clubDateIn(13);
    const court = club.court('Padel 1');
    await p.goto(`/user/book-court/${club.id}?court=${court.id}&date=${far}`);
    await p.getByRole('button', { name: '60 min' }).click();
    await p.getByRole('button', { name: /^19:00/ }).click();
    const card = p
      .getByRole('listitem')
      .filter({ has: p.getByRole('heading', { name: 'Padel 1', exact: true }) });
    await expect.poll(() => card.textContent(), soon).toContain('Member price');
    await expect.poll(() => card.textContent(), soon).toContain('19.20');
    await card.scrollIntoViewIfNeeded();
    await screenSettled(p);
    await checkScreen(p, 'regulars-member-price-en');
    await p.getByRole('button', { name: 'Book Padel 1' }).click();
    await p.waitForURL(`**/user/book-court/${club.id}/payment?**`);
    await expect.poll(() => p.getByText('€19.20').first().isVisible(), soon).toBe(true);
    await expect.poll(() => p.getByRole('button', { name: 'Card' }).isEnabled(), soon).toBe(true);
    await checkScreen(p, 'regulars-member-checkout-en');
    await p.getByRole('button', { name: 'Card' }).click();
    await p.waitForURL('**/api/payments/sandbox/**');
    await p.getByRole('button', { name: /^Pay / }).click();
    await p.waitForURL('**/user/my-booking**');
    await expect.poll(() => p.getByText('Booking Successfully').isVisible(), soon).toBe(true);
    const booked =
      await pablo.get<Array<{ date: string; amount: number; status: string }>>('/user/me/bookings');
    expect(booked).toContainEqual(
      expect.objectContaining({ date: far, amount: 1920, status: 'confirmed' }),
    );

    // Nora, no member, cannot book that far ahead.
    const nora = world.player('Nora');
    const refused = nora.call('POST', '/booking/payment/cash', {
      courtID: court.id,
      clubID: club.id,
      date: far,
      startTime: '20:00',
      endTime: '21:00',
      duration: 60,
    });
    await expect(refused).rejects.toThrow(/: 400 .*Bookings open up to 7 days ahead/);

    // Pablo's memberships, and the receipt of the one he paid.
    await p.goto('/user/memberships');
    await p.getByRole('button', { name: 'Receipt', exact: true }).click();
    await p.getByRole('link', { name: /^Receipt \d+$/ }).click();
    await p.waitForURL('**/user/receipt/**');
    await expect
      .poll(() => p.getByText(/^Membership · Evening Club · /).isVisible(), soon)
      .toBe(true);
    await checkScreen(p, 'regulars-membership-receipt-en');
    const [download] = await Promise.all([
      p.waitForEvent('download', soon),
      p.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The member's screens and the owner's plans in Arabic, right to left, at 360 px.
    const receipt = p.url();
    await toArabic(p);
    await p.goto('/user/memberships');
    await expect.poll(() => p.getByText('Evening Club').first().isVisible(), soon).toBe(true);
    await screenSettled(p);
    expect(await overflow(p)).toBeLessThanOrEqual(0);
    await checkScreen(p, 'regulars-my-memberships-ar');
    await p.goto(receipt);
    await expect
      .poll(() => p.getByRole('heading', { name: /^إيصال رقم \d+$/ }).isVisible(), soon)
      .toBe(true);
    await checkScreen(p, 'regulars-membership-receipt-ar');
    // The owner's plans on a phone in Arabic.
    const arabic = await openPhone('ar', { width: narrow.width });
    try {
      const a = arabic.page;
      await signIn(a, club.owner.username, club.owner.password);
      await a.goto('/user/club-memberships');
      await expect.poll(() => a.getByText('Evening Club').first().isVisible(), soon).toBe(true);
      expect(await a.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await screenSettled(a);
      expect(await overflow(a)).toBeLessThanOrEqual(0);
      await checkScreen(a, 'regulars-plans-ar');
    } finally {
      await arabic.close();
    }
  }, 300_000);

  it("the front desk books ten Tuesdays for a walk-in customer, skipping the one that clashes, and the customer's page lists the nine, in English and Arabic", async () => {
    const club = world.club(clubName);
    const first = aTuesdayFrom(3);
    const last = clubDateIn(first.daysAhead + 63);
    const clashing = clubDateIn(first.daysAhead + 21);
    // A walk-in holds the fourth Tuesday's 19:00 on the first court already.
    await club.owner.call('POST', '/booking/payment/cash', {
      courtID: club.court('Padel 1').id,
      clubID: club.id,
      date: clashing,
      startTime: '19:00',
      endTime: '20:00',
      duration: 60,
      customerName: 'Early Eva',
    });

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
