import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPhone, signIn, type Session } from './support/browser.js';
import { portraitPng } from './support/photo.js';
import { checkScreen, screenSettled } from './support/screens.js';

const password = 'journey-pass-1';

/** A fresh player registered through the API; answers the username to sign in with. */
async function aFreshPlayer(baseUrl: string, name: string): Promise<string> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-8);
  const username = `e2e_${unique}`;
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Name: name,
      username,
      phone: `+34 66${unique.slice(-7)}`,
      password,
      isPadel: true,
      isFootball: true,
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return username;
}

async function openFromMenu(page: Page, entry: string, path: string) {
  await page.goto('/user/menu');
  await page.getByRole('button', { name: entry }).click();
  await page.waitForURL(`**${path}`);
  await screenSettled(page);
}

describe('profile, privacy and closing an account', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openPhone();
  });
  afterEach(() => session.close());

  it('edits the profile with a photo and sees it in the summary', async () => {
    const { page, baseUrl } = session;
    await signIn(page, await aFreshPlayer(baseUrl, 'Nadia'), password);
    await page.getByRole('navigation').getByText('Profile', { exact: true }).click();
    await page.waitForURL('**/user/profile');
    await expect
      .poll(() => page.getByRole('button', { name: 'Edit Profile' }).isVisible())
      .toBe(true);
    await checkScreen(page, 'profile-en');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: portraitPng,
    });
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('Birthdate').fill('1996-03-14');
    await page.getByLabel('Address').fill('Calle del Prado 12, Madrid');
    for (let step = 0; step < 3; step += 1)
      await page.getByRole('button', { name: 'Raise Padel level' }).click();
    await page.getByRole('button', { name: 'Left', exact: true }).click();
    await page.getByLabel('Football team name').fill('Los Rápidos');
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(page, 'profile-edit-en');
    await page.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Saved Successfully').isVisible()).toBe(true);
    expect(await dialog.getByText('Your changes has been updated successfully').isVisible()).toBe(
      true,
    );
    await checkScreen(page, 'profile-saved-en');
    await dialog.getByRole('button', { name: 'OK' }).click();

    await expect
      .poll(() => page.getByRole('heading', { name: 'Nadia Haddad' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Calle del Prado 12, Madrid').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Los Rápidos').isVisible()).toBe(true);
    const photo = page.getByRole('img', { name: 'Photo of Nadia Haddad' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    expect(await photo.getAttribute('src')).toMatch(/^\/api\/uploads\/profile\/.+-thumb\.webp$/);
    await checkScreen(page, 'profile-summary-en');

    await openFromMenu(page, 'Privacy Policy', '/user/privacy-policy');
    await checkScreen(page, 'privacy-en');
  }, 120_000);

  it('shows the profile, its form, the privacy policy and account closing in Arabic', async () => {
    const { page, baseUrl } = session;
    await signIn(page, await aFreshPlayer(baseUrl, 'Nadia'), password);
    await page.goto('/user/menu');
    await page.getByText('Select Language').click();
    await page.getByText('العربية').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.goto('/user/profile');
    const edit = page.getByRole('button', { name: 'تعديل الملف الشخصي' });
    await expect.poll(() => edit.isVisible(), { timeout: 15_000 }).toBe(true);
    await checkScreen(page, 'profile-ar');
    await edit.click();
    await expect.poll(() => page.getByText('اختر صورة').isVisible()).toBe(true);
    await checkScreen(page, 'profile-edit-ar');
    for (const [name, path] of [
      ['privacy-ar', '/user/privacy-policy'],
      ['delete-profile-ar', '/user/delete-profile'],
    ] as const) {
      await page.goto(path);
      await screenSettled(page);
      expect(await page.evaluate(() => document.documentElement.dir), name).toBe('rtl');
      await checkScreen(page, name);
    }
  }, 120_000);

  it('deletes a freshly registered account, which then cannot sign in', async () => {
    const { page, baseUrl } = session;
    const username = await aFreshPlayer(baseUrl, 'Omar');
    await signIn(page, username, password);
    await openFromMenu(page, 'Delete Profile', '/user/delete-profile');
    await expect
      .poll(() => page.getByText(/^Coins left in your account are lost/).isVisible())
      .toBe(true);
    await checkScreen(page, 'delete-profile-en');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^courtside-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      account: { username: string };
    };
    expect(saved.account.username).toBe(username);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.waitForTimeout(400);
    await checkScreen(page, 'delete-profile-confirm-en');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL('**/login');

    await page.getByLabel('Username/Phone Number').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByText('Error in credentials, please verify').isVisible())
      .toBe(true);
    expect(page.url()).toMatch(/\/login$/);
  }, 120_000);
});
