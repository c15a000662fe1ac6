import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clubDateIn } from './support/api.js';
import { openPhone, signIn, signUpOnScreen, type Session } from './support/browser.js';
import {
  aMadridClub,
  aMatch,
  aPlayer,
  buildWorld,
  startEmptyServer,
  worldPassword as password,
} from './support/club-world.js';
import { portraitPng } from './support/photo.js';
import type { JourneyServer } from './support/server.js';
import { checkScreen, screenSettled } from './support/screens.js';
import { wordsOf } from './support/words.js';
import { answerLevelQuestions } from './support/level-quiz.js';

const clubName = 'Retiro Padel & Football Club';

/** A fresh padel and football player signed up through the API; answers their username. */
async function aFreshPlayer(baseUrl: string, name: string): Promise<string> {
  return (await aPlayer(baseUrl, { name, sports: ['padel', 'football'] })).username;
}

/** Find Match's card of the friendly mixed match at Retiro (levels 2 to 3.5). */
const friendlyAtRetiro = (page: Page) =>
  page.getByRole('listitem').filter({ hasText: 'Retiro' }).first();

async function openFromMenu(page: Page, entry: string, path: string) {
  await page.goto('/user/menu');
  await page.getByRole('button', { name: entry }).click();
  await page.waitForURL(`**${path}`);
  await screenSettled(page);
}

describe('profile, privacy and closing an account', () => {
  // An empty server of its own: its players sign up on the register screen and through the
  // API, and Find Match lists only the friendly match at Retiro a player of the club organises.
  let server: JourneyServer;
  beforeAll(async () => {
    server = await startEmptyServer();
    const world = await buildWorld(server.baseUrl, {
      clubs: [aMadridClub(clubName)],
      players: [{ name: 'Pablo' }],
    });
    await aMatch(world.player('Pablo'), world.club(clubName), {
      date: clubDateIn(2),
      hour: 20,
      duration: 120,
      gender: 'mix',
      courtType: 'covered',
      privacy: 'public',
      padelLevelMin: 2,
      padelLevelMax: 3.5,
      description: 'Friendly mixed doubles, all welcome.',
      reservedSeats: 1,
    });
  });
  afterAll(() => server.stop());
  let session: Session;
  beforeEach(async () => {
    session = await openPhone('en-US', { baseUrl: server.baseUrl });
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
  });

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
  });

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
  });

  it('registers as a padel player, answers the level questions and finds matches at that level', async () => {
    await session.close();
    session = await openPhone('en-US', { width: 360, baseUrl: server.baseUrl });
    const { page } = session;
    const unique = `${Date.now()}`.slice(-7);
    await page.goto('/register');
    await signUpOnScreen(page, {
      username: `e2e_${unique}`,
      name: 'Lucía',
      phone: `+34 657 ${unique.slice(-6)}`,
      password,
    });

    // A new padel player is asked their game before anything else.
    await page.waitForURL('**/user/padel-level?next=%2Fuser');
    await answerLevelQuestions(page, 'en');
    await page.waitForURL(/\/user$/);

    await page.goto('/user/find-match');
    const card = friendlyAtRetiro(page);
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.getByText('At your level').isVisible()).toBe(true);
    expect(await page.getByText('You have no padel level yet', { exact: false }).count()).toBe(0);
    await checkScreen(page, 'find-match-at-level-en');

    await page.goto('/user/profile');
    const level = page.getByRole('region', { name: 'Padel level' });
    await expect.poll(() => level.getByText('2.7').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await level.getByText(/A starting estimate from your answers/).isVisible()).toBe(true);
    await level.scrollIntoViewIfNeeded();
    await checkScreen(page, 'profile-level-estimate-en');
  });

  it('sets the level from Find Match in Arabic, and comes back to matches at that level', async () => {
    await session.close();
    session = await openPhone('en-US', { width: 360, baseUrl: server.baseUrl });
    const { page, baseUrl } = session;
    const t = wordsOf('ar');
    await signIn(page, await aFreshPlayer(baseUrl, 'Nadia'), password);
    await page.goto('/user/menu');
    await page.getByText('Select Language').click();
    await page.getByText('العربية').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await page.goto('/user/find-match');
    const setLevel = page.getByRole('link', { name: t('levelQuiz.setYourLevel') });
    await expect.poll(() => setLevel.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => friendlyAtRetiro(page).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText(t('results.atYourLevel'), { exact: true }).count()).toBe(0);
    await checkScreen(page, 'find-match-no-level-ar');
    await setLevel.click();
    await page.waitForURL('**/user/padel-level?next=%2Fuser%2Ffind-match');
    await answerLevelQuestions(page, 'ar');

    await page.waitForURL(/\/user\/find-match$/);
    const card = friendlyAtRetiro(page);
    await expect.poll(() => card.getByText(t('results.atYourLevel')).isVisible()).toBe(true);
    expect(await setLevel.count()).toBe(0);
    await checkScreen(page, 'find-match-at-level-ar');
  });
});
