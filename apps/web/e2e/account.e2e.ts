import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aNewPlayer } from './support/api.js';
import { openPhone, signIn, storedKeys, type Session } from './support/browser.js';
import { aMadridClub, buildWorld, type World } from './support/club-world.js';
import { journeyServerUrl } from './support/journey-server.js';
import { checkScreen, screenSettled } from './support/screens.js';

describe('account journeys', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(journeyServerUrl(), { clubs: [aMadridClub('Lavapiés Padel Club')] });
  });
  let session: Session;
  beforeEach(async () => {
    session = await openPhone();
  });
  afterEach(() => session.close());

  it('registers, sees the home greeting, enters padel mode, opens the action sheet and logs out', async () => {
    const { page } = session;
    const unique = Date.now().toString().slice(-7);
    await page.goto('/');
    await page.waitForURL('**/login');
    await checkScreen(page, 'login-en');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/register');
    await checkScreen(page, 'register-en');
    await page.getByPlaceholder('Unique username').fill(`e2e_${unique}`);
    await page.getByLabel('First Name').fill('Nadia');
    await page.getByLabel('Phone Number').fill(`+34 655 ${unique.slice(-6)}`);
    await page.getByRole('button', { name: 'Padel' }).click();
    await page.getByLabel('Password', { exact: true }).fill('journey-pass-1');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    // A new padel player is first asked their game (the profile journey answers); not now.
    await page.waitForURL('**/user/padel-level?next=%2Fuser');
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.waitForURL('**/user');
    await expect.poll(() => page.getByText('Hi, Nadia').isVisible()).toBe(true);
    const tabBar = page.getByRole('navigation');
    expect(await tabBar.getByText('Match', { exact: true }).count()).toBe(0);
    await checkScreen(page, 'home-en');

    await page.getByRole('button', { name: 'Padel' }).first().click();
    await expect.poll(() => tabBar.getByText('Match', { exact: true }).isVisible()).toBe(true);
    expect(await tabBar.getByText('Create', { exact: true }).isVisible()).toBe(true);
    await tabBar.getByText('Create', { exact: true }).click();
    const sheet = page.getByRole('dialog');
    await expect.poll(() => sheet.getByText('Create Match').isVisible()).toBe(true);
    expect(await sheet.getByText('Create Activity/Training').count()).toBe(0);
    await checkScreen(page, 'action-sheet-player-en');
    await sheet.getByText('Cancel').click();

    await tabBar.getByText('Menu', { exact: true }).click();
    await page.waitForURL('**/user/menu');
    expect(await page.getByText('Manage Reservation').count()).toBe(0);
    await checkScreen(page, 'menu-en');
    await page.getByText('Log out').click();
    await page.waitForURL('**/login');
    // Nothing of the session may survive on the device.
    expect(await storedKeys(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // Signed out, a page of the user area asks to sign in first, and comes back to it after.
    await page.goto('/user/menu');
    await page.waitForURL('**/login?next=%2Fuser%2Fmenu');
  });

  it('logs out on one phone while the other stays signed in, then signs out everywhere once confirmed', async () => {
    const { page, baseUrl } = session;
    const account = await aNewPlayer(baseUrl, 'Irene');
    const other = await openPhone();
    try {
      await signIn(page, account.username, account.password);
      await signIn(other.page, account.username, account.password);

      // Log out ends this phone's session only.
      await page.goto('/user/menu');
      await page.getByRole('button', { name: 'Log out', exact: true }).click();
      await page.waitForURL('**/login');
      await other.page.goto('/user/notifications');
      await screenSettled(other.page);
      expect(new URL(other.page.url()).pathname).toBe('/user/notifications');

      await signIn(page, account.username, account.password);
      await other.page.goto('/user/menu');
      await other.page.getByRole('button', { name: 'Sign out everywhere' }).click();
      const dialog = other.page.getByRole('dialog', { name: 'Sign out on every device?' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await checkScreen(other.page, 'sign-out-everywhere-en');
      await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
      await other.page.waitForURL('**/login');
      expect(await storedKeys(other.page)).toEqual([]);

      // The first phone's new session ended too: its next call is refused, back to sign-in.
      await page.goto('/user/notifications');
      await page.waitForURL('**/login');
    } finally {
      await other.close();
    }
  });

  it('shows the credentials toast after a failed sign-in', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByLabel('Username/Phone Number').fill(world.clubs[0]!.owner.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const toast = page.getByText('Error in credentials, please verify');
    await expect.poll(() => toast.isVisible()).toBe(true);
    const box = await toast.boundingBox();
    expect(box!.y).toBeLessThan(200);
    await page.waitForTimeout(400);
    await checkScreen(page, 'login-error-en');
    expect(page.url()).toMatch(/\/login$/);
  });

  it('gives owners the owner-only menu entries and action', async () => {
    const { page } = session;
    const { owner } = world.club('Lavapiés Padel Club');
    await signIn(page, owner.username, owner.password);
    await page.getByRole('button', { name: 'Football' }).first().click();
    const tabBar = page.getByRole('navigation');
    await expect.poll(() => tabBar.getByText('Champion Request').isVisible()).toBe(true);
    await tabBar.getByText('Create', { exact: true }).click();
    await expect.poll(() => page.getByText('Create Activity/Training').isVisible()).toBe(true);
    await checkScreen(page, 'action-sheet-owner-en');
    await page.getByRole('dialog').getByText('Cancel').click();
    await tabBar.getByText('Menu', { exact: true }).click();
    await expect.poll(() => page.getByText('Manage Reservation').isVisible()).toBe(true);
    expect(await page.getByText('Add court/future').isVisible()).toBe(true);
    await checkScreen(page, 'menu-owner-en');
  });
});
