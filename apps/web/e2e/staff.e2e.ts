import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDateIn } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import { aMadridClub, aSpanishMobile, buildWorld, type World } from './support/club-world.js';
import { journeyServerUrl } from './support/journey-server.js';
import { checkScreen, screenSettled } from './support/screens.js';

const narrow = { width: 360, height: 780 };
// Screens load their code and data on first use: slow on a busy machine.
const soon = { timeout: 20_000 };

describe("a club's staff", () => {
  let world: World;
  let owner: Session;
  let desk: Session;
  beforeAll(async () => {
    world = await buildWorld(journeyServerUrl(), { clubs: [aMadridClub('Delicias Padel')] });
    owner = await openPhone();
    desk = await openPhone();
    await owner.page.setViewportSize(narrow);
    await desk.page.setViewportSize(narrow);
  });
  afterAll(async () => {
    await owner.close();
    await desk.close();
  });

  it('the owner invites a front desk, who books a walk-in but is kept from the manager’s screens, and the owner reads it, in English and Arabic', async () => {
    const club = world.club('Delicias Padel');
    const court = club.courts[0]!;
    const { page } = owner;

    // From the menu to an empty staff screen, then the invitation of a new front desk.
    await signIn(page, club.owner.username, club.owner.password);
    await page.goto('/user/menu');
    await page.getByRole('button', { name: 'Staff' }).click();
    await page.waitForURL('**/user/club-staff');
    await expect.poll(() => page.getByText('No staff yet').isVisible(), soon).toBe(true);
    await checkScreen(page, 'staff-empty-en');
    await page.getByRole('button', { name: 'Add staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add staff' });
    await dialog.getByLabel('Invite a new person by a link').check();
    await dialog.getByLabel('Their name').fill('Dana');
    await dialog.getByLabel('Username').fill(`dana_${Date.now() % 100_000}`);
    await dialog.getByLabel('Phone number').fill(aSpanishMobile());
    await checkScreen(page, 'staff-add-en');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => dialog.getByTestId('invitation-url').isVisible(), soon).toBe(true);
    const link = (await dialog.getByTestId('invitation-url').textContent()) ?? '';
    await checkScreen(page, 'staff-invitation-en');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Dana sets her password and works the club's day: the desk's screens, not the manager's.
    const d = desk.page;
    await d.goto(new URL(link).pathname);
    await d.getByLabel('Your password (at least 8 characters)').fill('dana-pass-123');
    await d.getByRole('button', { name: 'Set my password' }).click();
    await d.waitForURL('**/user/manage-reservation');
    await d.goto('/user/menu');
    await expect
      .poll(() => d.getByRole('button', { name: 'Manage Reservation' }).isVisible(), soon)
      .toBe(true);
    const entries = await d.getByRole('main').getByRole('button').allTextContents();
    expect(entries).not.toContain('Add court/future');
    expect(entries).not.toContain('Reports');
    expect(entries).not.toContain('Staff');
    await d.goto('/user/club-courts');
    await expect.poll(() => d.getByText('Not part of your role').isVisible(), soon).toBe(true);
    await checkScreen(d, 'staff-not-your-role-en');

    // A walk-in at 19:00, booked for cash from the day grid.
    const date = clubDateIn(3);
    await d.goto(`/user/manage-reservation?date=${date}`);
    await screenSettled(d);
    const grid = d.getByRole('region', { name: 'Courts and hours' });
    const free = grid.getByRole('button', { name: new RegExp(`^${court.name}, 19:00, Free`) });
    await expect.poll(() => free.isVisible(), soon).toBe(true);
    await checkScreen(d, 'staff-desk-grid-en');
    await free.click();
    const lengths = d.getByRole('dialog', { name: /Walk-in on .* at 19:00/ });
    await lengths.getByRole('button', { name: '60 min' }).click();
    await d.waitForURL('**/user/manage-reservation/court/*/book?**');
    await d.getByLabel('Customer name').fill('Walk-in Wendy');
    await d.getByRole('button', { name: 'Book (cash)' }).click();
    await expect.poll(() => d.getByText('Booking Successfully').isVisible(), soon).toBe(true);
    await d.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(
        () =>
          grid
            .getByRole('button', { name: `${court.name}, 19:00, Walk-in Wendy, Booking` })
            .count(),
        soon,
      )
      .toBeGreaterThan(0);

    // The owner finds Dana at the front desk and her walk-in in the staff's activity.
    await page.reload();
    const members = page.getByRole('list', { name: 'Staff members' });
    await expect.poll(() => members.textContent(), soon).toContain('Front desk');
    await expect.poll(() => page.getByText('Dana · Booked a court').isVisible(), soon).toBe(true);
    await checkScreen(page, 'staff-list-en');

    // The same screen in Arabic, right to left, at 360 px.
    await page.goto('/user/menu');
    await page.getByText('Select Language').click();
    await page.getByText('العربية').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir), soon).toBe('rtl');
    await page.goto('/user/club-staff');
    await expect.poll(() => page.getByText('استقبال').first().isVisible(), soon).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await checkScreen(page, 'staff-list-ar');
  }, 240_000);
});
