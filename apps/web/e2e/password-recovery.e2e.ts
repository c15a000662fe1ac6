import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  startMailCatcher,
  type MailCatcher,
} from '../../server/test/helpers/mail-catcher.js';
import { aNewPlayer } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import { startJourneyServer } from './support/server.js';
import { checkScreen, screenSettled } from './support/screens.js';

/** The spec's narrowest phone. */
const narrow = { width: 360, height: 780 };

describe('recovering and changing a password', () => {
  let mail: MailCatcher;
  let server: Awaited<ReturnType<typeof startJourneyServer>>;
  const sessions: Session[] = [];

  beforeAll(async () => {
    mail = await startMailCatcher();
    // The built server sends its e-mail to this test's own SMTP server.
    server = await startJourneyServer({ SMTP_URL: mail.url });
  });
  afterAll(async () => {
    await Promise.all(sessions.map((session) => session.close()));
    await server.stop();
    await mail.close();
  });

  const phone = async (locale = 'en-US') => {
    const session = await openPhone(locale, { baseUrl: server.baseUrl });
    await session.page.setViewportSize(narrow);
    sessions.push(session);
    return session.page;
  };

  /** The code of the next e-mail to `to`, sent after `since` messages. */
  const mailedCode = async (to: string, since: number) =>
    codeIn((await mail.nextTo(to, since)).text);

  async function verifyEmail(page: Page, email: string, screens: string) {
    await page.goto('/user/profile');
    await page.getByRole('button', { name: 'Add e-mail' }).click();
    await checkScreen(page, `verify-email-${screens}`);
    await page.getByLabel('E-mail address').fill(email);
    const since = mail.received.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(await mailedCode(email, since));
    await checkScreen(page, `verify-email-code-${screens}`);
    await page.getByRole('button', { name: 'Verify' }).click();
    const done = page.getByRole('dialog', { name: 'E-mail verified' });
    await expect.poll(() => done.isVisible()).toBe(true);
    await done.getByRole('button').click();
    await expect.poll(() => done.isVisible()).toBe(false);
    const verified = page.getByText('Verified', { exact: true });
    await expect.poll(() => verified.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Change password' }).scrollIntoViewIfNeeded();
    await checkScreen(page, `profile-account-${screens}`);
  }

  it('a player forgets the password, gets the code by e-mail, sets a new one, and an old session is signed out', async () => {
    const account = await aNewPlayer(server.baseUrl, 'Rosa');
    const email = `${account.username}@example.test`;
    const page = await phone();
    await signIn(page, account.username, account.password);
    await verifyEmail(page, email, 'en');

    await page.goto('/user/notifications');
    const setting = page.getByRole('switch', {
      name: 'E-mail me booking confirmations and cancellations',
    });
    await expect.poll(() => setting.isChecked()).toBe(true);
    await checkScreen(page, 'notification-email-setting-en');
    await setting.click();
    await expect.poll(() => setting.isChecked()).toBe(false);
    await setting.click();
    await expect.poll(() => setting.isChecked()).toBe(true);

    // The old session: another phone, still signed in.
    const old = await phone();
    await signIn(old, account.username, account.password);

    const forgetful = await phone();
    await forgetful.goto('/login');
    await forgetful.getByRole('link', { name: 'Forget Password' }).click();
    await forgetful.waitForURL('**/forget-password');
    await checkScreen(forgetful, 'forgot-password-en');
    // There is a way back.
    await forgetful.getByRole('link', { name: 'Back to sign in' }).click();
    await forgetful.waitForURL('**/login');
    await forgetful.goBack();
    await forgetful.waitForURL('**/forget-password');

    await forgetful.getByLabel('Username/Phone Number').fill(account.username);
    const since = mail.received.length;
    await forgetful.getByRole('button', { name: 'Send code' }).click();
    const codeField = forgetful.getByLabel('6-digit code');
    await expect.poll(() => codeField.isVisible()).toBe(true);
    await checkScreen(forgetful, 'forgot-password-code-en');
    const message = await mail.nextTo(email, since);
    expect(message.subject).toBe('Courtside: your password reset code');
    await codeField.fill(codeIn(message.text));
    await forgetful.getByLabel('New password').fill('recovered-pass-2');
    await forgetful.getByRole('button', { name: 'Set new password' }).click();
    await forgetful.waitForURL('**/login');
    await expect
      .poll(() => forgetful.getByText('Password changed: sign in with the new one.').isVisible())
      .toBe(true);
    await signIn(forgetful, account.username, 'recovered-pass-2');

    // The old session is over: its next screen asks to sign in.
    await old.goto('/user/notifications');
    await old.waitForURL('**/login');
  });

  it('changes the password in the profile: the other phone is signed out, this one stays in', async () => {
    const account = await aNewPlayer(server.baseUrl, 'Omar');
    const page = await phone();
    const other = await phone();
    await signIn(page, account.username, account.password);
    await signIn(other, account.username, account.password);

    await page.goto('/user/profile');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password').fill('changed-pass-3');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('The current password is wrong').isVisible()).toBe(true);
    await checkScreen(page, 'change-password-en');
    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    const done = page.getByRole('dialog', { name: 'Password changed' });
    await expect.poll(() => done.isVisible()).toBe(true);
    await done.getByRole('button').click();

    await page.goto('/user/notifications');
    await screenSettled(page);
    expect(new URL(page.url()).pathname).toBe('/user/notifications');
    await other.goto('/user/notifications');
    await other.waitForURL('**/login');
  });

  it('reads right to left in Arabic', async () => {
    const account = await aNewPlayer(server.baseUrl, 'Layla');
    const page = await phone('ar');
    await page.goto('/forget-password');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await checkScreen(page, 'forgot-password-ar');
    await page.locator('input[autocomplete="username"]').fill(account.username);
    await page.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.locator('input[autocomplete="one-time-code"]').isVisible())
      .toBe(true);
    await checkScreen(page, 'forgot-password-code-ar');

    await signIn(page, account.username, account.password);
    await page.goto('/user/profile');
    const changePassword = page.getByRole('button', { name: 'تغيير كلمة المرور' });
    await changePassword.scrollIntoViewIfNeeded();
    await checkScreen(page, 'profile-account-ar');
    await changePassword.click();
    await checkScreen(page, 'change-password-ar');
    await page.goto('/user/notifications');
    await screenSettled(page);
    await checkScreen(page, 'notification-email-setting-ar');
  });
});
