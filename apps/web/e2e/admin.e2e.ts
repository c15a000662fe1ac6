import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type Session } from './support/browser.js';
import { checkScreen, screenSettled } from './support/screens.js';
import { serverCommand, startJourneyServer, type JourneyServer } from './support/server.js';

const adminPassword = 'platform-pass-1';

/** Signs the admin in on the one sign-in screen; they land in the admin area. */
async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.locator('input[autocomplete="username"]').fill('platform_admin');
  await page.locator('input[autocomplete="current-password"]').fill(adminPassword);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/admin');
  await screenSettled(page);
}

/** Picks an option of a Material UI select by its field's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A club starts on an empty server: the admin from the terminal, the club, its invited owner. */
describe('going live on an empty server', () => {
  let server: JourneyServer;
  const sessions: Session[] = [];
  const phone = async (locale: string) => {
    const session = await openPhone(locale, { baseUrl: server.baseUrl, width: 360 });
    sessions.push(session);
    return session.page;
  };

  beforeAll(async () => {
    server = await startJourneyServer({ SEED_DEMO: 'false' });
    // npm run admin:create, as an operator scripts it: the password from the environment.
    execFileSync(process.execPath, [serverCommand('admin-create.js'), 'platform_admin'], {
      env: { ...server.env, ADMIN_PASSWORD: adminPassword },
    });
  });
  afterAll(async () => {
    for (const session of sessions) await session.browser.close();
    await server.stop();
  });

  let invitationUrl = '';

  it('the admin signs in, opens a club with a court and an invited owner, and reads the log', async () => {
    const page = await phone('en-US');
    await signInAsAdmin(page);
    await expect.poll(() => page.getByText('No clubs yet').isVisible()).toBe(true);
    await checkScreen(page, 'admin-clubs-empty-en-360');

    await page.getByRole('link', { name: 'New club' }).click();
    await page.waitForURL('**/admin/clubs/new');
    await checkScreen(page, 'admin-new-club-en-360');
    await page.getByLabel('Club name').fill('Marina Padel');
    await page.getByLabel('Address').fill('Passeig de la Marina 4, Valencia');
    await page.getByLabel('Latitude').fill('39.4561');
    await page.getByLabel('Longitude').fill('-0.3265');
    await choose(page, 'Time zone', 'Europe/Madrid');
    await page.getByLabel('Court name').fill('Pista Central');
    await page.getByLabel(/Price per hour/).fill('24');
    await page.getByLabel("Owner's name").fill('Olivia');
    await page.getByLabel('Username').fill('olivia_marina');
    await page.getByLabel('Phone number').fill('+34 611 222 333');
    await page.getByRole('button', { name: 'Open the club' }).click();

    await expect.poll(() => page.getByText('Marina Padel is open.').isVisible()).toBe(true);
    invitationUrl = (await page.getByTestId('invitation-url').textContent()) ?? '';
    expect(invitationUrl).toMatch(/\/invitation\/[\w-]{40,}$/);
    await checkScreen(page, 'admin-club-opened-en-360');

    await page.getByRole('link', { name: 'Go to the club' }).click();
    await screenSettled(page);
    await expect
      .poll(() => page.getByText('Owner: Olivia (invited, no password yet)').isVisible())
      .toBe(true);
    await checkScreen(page, 'admin-club-en-360');
    await page.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await checkScreen(page, 'admin-suspend-dialog-en-360');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL('**/admin/audit');
    await screenSettled(page);
    await expect.poll(() => page.getByText('Club opened').isVisible()).toBe(true);
    expect(await page.getByText('Admin account created').isVisible()).toBe(true);
    await checkScreen(page, 'admin-audit-en-360');
  });

  it('the invited owner opens the link, sets a password and lands in their club', async () => {
    const page = await phone('en-US');
    await page.goto(new URL(invitationUrl).pathname);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome, Olivia' }).isVisible())
      .toBe(true);
    await checkScreen(page, 'invitation-en-360');
    await page.getByLabel('Your password (at least 8 characters)').fill('olivia-pass-1');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await page.waitForURL('**/user/manage-reservation');
    await screenSettled(page);
    await expect.poll(() => page.getByText('Pista Central').first().isVisible()).toBe(true);
    await checkScreen(page, 'owner-club-after-invitation-en-360');

    // The link works once.
    const again = await phone('en-US');
    await again.goto(new URL(invitationUrl).pathname);
    await expect.poll(() => again.getByText(/used already or has expired/).isVisible()).toBe(true);
  });

  it('shows the admin area and an invitation in Arabic, right to left', async () => {
    const page = await phone('ar');
    await signInAsAdmin(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByText('Marina Padel').isVisible()).toBe(true);
    await checkScreen(page, 'admin-clubs-ar-360');
    await page.getByText('Marina Padel').click();
    await screenSettled(page);
    await checkScreen(page, 'admin-club-ar-360');
    await page.getByRole('button', { name: 'تغيير المالك' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('اسم المالك').fill('سارة');
    await dialog.getByLabel('اسم المستخدم').fill('sara_marina');
    await dialog.getByLabel('رقم الهاتف').fill('+34 611 444 555');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect.poll(() => dialog.getByTestId('invitation-url').isVisible()).toBe(true);
    const link = (await dialog.getByTestId('invitation-url').textContent()) ?? '';
    await checkScreen(page, 'admin-owner-dialog-ar-360');
    await dialog.getByRole('button', { name: 'إغلاق' }).click();

    await page.goto('/admin/clubs/new');
    await screenSettled(page);
    await checkScreen(page, 'admin-new-club-ar-360');
    await page.goto('/admin/audit');
    await screenSettled(page);
    await checkScreen(page, 'admin-audit-ar-360');

    const invited = await phone('ar');
    await invited.goto(new URL(link).pathname);
    await expect
      .poll(() => invited.getByRole('heading', { name: 'أهلًا، سارة' }).isVisible())
      .toBe(true);
    await checkScreen(invited, 'invitation-ar-360');
  });
});
