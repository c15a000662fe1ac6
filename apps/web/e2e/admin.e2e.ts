import { execFileSync } from 'node:child_process';
import { weekdayOf } from '@courtside/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aNewPlayer, clubDateIn } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import { pickDay } from './support/day-strip.js';
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

/** Picks an option of a native select by its field's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption(option);
}

// Screens load their code and data on first use: slow on a busy machine.
const soon = { timeout: 20_000 };
const valencia = { latitude: 39.47, longitude: -0.376 };

/** A weekday (Monday to Friday) a few days ahead, when the evening's peak price applies. */
function weekdayAhead(): string {
  for (let days = 3; ; days += 1) {
    const date = clubDateIn(days);
    if (weekdayOf(date) >= 1 && weekdayOf(date) <= 5) return date;
  }
}

/** Fills "List your club" for a padel club; the contact fields are left as they are. */
async function describeClub(page: Page, name: string, labels = englishLabels) {
  await page.getByLabel(labels.clubName).fill(name);
  await page.getByLabel(labels.address).fill('Carrer de Sant Vicent 12');
  await page.getByLabel(labels.area).fill('Valencia');
  await page.getByLabel(labels.courts).fill('6');
}
const englishLabels = {
  clubName: 'Club name',
  address: 'Address',
  area: 'City or area',
  courts: 'Number of courts',
};

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
    for (const session of sessions) await session.close();
    await server.stop();
  });

  let invitationUrl = '';
  let applicant = { username: '', password: '' };

  /** A phone in Valencia, where the clubs of this journey are. */
  const phoneInValencia = async (locale: string) => {
    const page = await phone(locale);
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation(valencia);
    return page;
  };

  it('a player on the empty server finds no club near, and lists one through "List your club"', async () => {
    applicant = await aNewPlayer(server.baseUrl, 'Vicent');
    const page = await phoneInValencia('en-US');
    await signIn(page, applicant.username, applicant.password);
    await page.goto('/user/find-padel-court');
    await expect.poll(() => page.getByText('No clubs near you yet').isVisible(), soon).toBe(true);
    await checkScreen(page, 'find-club-no-clubs-en-360');

    await page.getByRole('link', { name: 'List your club' }).click();
    await page.waitForURL('**/list-your-club');
    await screenSettled(page);
    // Signed in, the contact is the account's.
    expect(await page.getByLabel('Your name').inputValue()).toBe('Vicent');
    expect(await page.getByLabel('Phone number').inputValue()).toMatch(/^\+34656/);
    await checkScreen(page, 'list-your-club-en-360');
    await describeClub(page, 'Turia Padel');
    await page.getByLabel('E-mail').fill('vicent@example.test');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect
      .poll(() => page.getByText('Thank you: your application is on its way.').isVisible(), soon)
      .toBe(true);
    await checkScreen(page, 'list-your-club-sent-en-360');
  });

  it('shows "List your club" on the sign-in screen and the empty find-club list in Arabic', async () => {
    const page = await phoneInValencia('ar');
    await page.goto('/login');
    await page.getByRole('link', { name: 'أدرج ناديك' }).click();
    await page.waitForURL('**/list-your-club');
    await screenSettled(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await checkScreen(page, 'list-your-club-ar-360');
    await describeClub(page, 'نادي البحر', {
      clubName: 'اسم النادي',
      address: 'العنوان',
      area: 'المدينة أو المنطقة',
      courts: 'عدد الملاعب',
    });
    await page.getByLabel('اسمك').fill('مريم');
    await page.getByLabel('رقم الهاتف').fill('+34 611 999 888');
    await page.getByLabel('البريد الإلكتروني').fill('maryam@example.test');
    await page.getByRole('button', { name: 'أرسل الطلب' }).click();
    await expect
      .poll(() => page.getByText('شكرًا لك: طلبك في الطريق.').isVisible(), soon)
      .toBe(true);
    await checkScreen(page, 'list-your-club-sent-ar-360');

    await signIn(page, applicant.username, applicant.password);
    await page.goto('/user/find-padel-court');
    await expect
      .poll(() => page.getByText('لا توجد نوادٍ قريبة منك بعد').isVisible(), soon)
      .toBe(true);
    await checkScreen(page, 'find-club-no-clubs-ar-360');
  });

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

    await page.getByRole('link', { name: 'Refunds' }).click();
    await page.waitForURL('**/admin/refunds');
    await screenSettled(page);
    await expect.poll(() => page.getByText('No refunds owed').isVisible()).toBe(true);
    await checkScreen(page, 'admin-refunds-en-360');
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

    // The owner adds the evening's peak price (weekdays from 18:00) to the court.
    await page.goto('/user/club-courts');
    await page.getByRole('button', { name: 'Edit Pista Central' }).click();
    await page.getByRole('button', { name: 'Add a peak price' }).click();
    await page.getByLabel('Peak price per 60 minutes (EUR)').fill('32');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/user/club-courts');
    const card = page.getByRole('listitem').filter({ hasText: 'Pista Central' });
    await expect.poll(async () => (await card.textContent()) ?? '', soon).toContain('32.00');
    await checkScreen(page, 'owner-peak-price-en-360');

    // And opens from 08:00 to 22:00 every day.
    await page.getByRole('button', { name: 'Opening hours and closures' }).click();
    await page.waitForURL('**/user/club-courts/hours');
    const week = page.getByRole('list', { name: 'Opening hours' });
    await expect.poll(() => week.getByRole('listitem').count(), soon).toBe(7);
    for (const day of await week.getByRole('listitem').all()) {
      await day.getByRole('combobox', { name: 'Opens' }).selectOption('08:00');
      await day.getByRole('combobox', { name: 'Closes' }).selectOption('22:00');
    }
    await page.getByRole('button', { name: 'Save opening hours' }).click();
    await expect.poll(() => page.getByText('Opening hours saved').isVisible(), soon).toBe(true);
    await checkScreen(page, 'owner-opening-hours-en-360');

    // The link works once.
    const again = await phone('en-US');
    await again.goto(new URL(invitationUrl).pathname);
    await expect.poll(() => again.getByText(/used already or has expired/).isVisible()).toBe(true);
  });

  it('a newly registered player finds the club and books it at its peak price', async () => {
    const player = await aNewPlayer(server.baseUrl, 'Pau');
    const page = await phoneInValencia('en-US');
    await signIn(page, player.username, player.password);
    await page.getByRole('button', { name: 'Padel' }).first().click();
    await page.waitForURL('**/user/find-padel-court**');
    await expect.poll(() => page.getByText('Marina Padel').isVisible(), soon).toBe(true);
    const date = weekdayAhead();
    await pickDay(page, date);
    await page.getByRole('button', { name: 'Double', exact: true }).click();
    await checkScreen(page, 'find-club-first-club-en-360');
    await page.getByText('Marina Padel').click();
    await page.waitForURL('**/user/book-court/**');
    await page.getByRole('button', { name: '60 min' }).click();
    // Before the club opens and after its last starting hour, nothing can be booked.
    for (const closed of ['07:00', '22:00']) {
      const slot = page.getByRole('button', { name: new RegExp(`^${closed},`) });
      expect(await slot.getAttribute('aria-label')).toBe(`${closed}, Not available`);
    }
    await page.getByRole('button', { name: /^19:00/ }).click();
    await checkScreen(page, 'first-book-court-en-360');
    await page.getByRole('button', { name: 'Book Pista Central' }).click();
    await page.waitForURL('**/payment?**');
    await expect
      .poll(
        () =>
          page
            .getByText(/32\.00/)
            .first()
            .isVisible(),
        soon,
      )
      .toBe(true);
    const cash = page.getByRole('button', { name: 'Cash at the club' });
    await expect.poll(() => cash.isEnabled(), soon).toBe(true);
    await cash.click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
    await confirm.getByRole('button', { name: 'Confirm booking' }).click();
    await page.waitForURL('**/user/my-booking**');
    await expect.poll(() => page.getByText('Pista Central').first().isVisible(), soon).toBe(true);
    await checkScreen(page, 'first-booking-en-360');
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
    await page.goto('/admin/refunds');
    await screenSettled(page);
    await checkScreen(page, 'admin-refunds-ar-360');

    const invited = await phone('ar');
    await invited.goto(new URL(link).pathname);
    await expect
      .poll(() => invited.getByRole('heading', { name: 'أهلًا، سارة' }).isVisible())
      .toBe(true);
    await checkScreen(invited, 'invitation-ar-360');
  });

  it('the admin reads the applications, approves the club of the player and opens it; in Arabic too', async () => {
    const page = await phone('en-US');
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Applications' }).click();
    await page.waitForURL('**/admin/applications');
    await expect.poll(() => page.getByText('Turia Padel').isVisible(), soon).toBe(true);
    await checkScreen(page, 'admin-applications-en-360');
    await page.getByText('Turia Padel').click();
    await page.waitForURL('**/admin/applications/**');
    await screenSettled(page);
    await expect.poll(() => page.getByText('vicent@example.test').isVisible(), soon).toBe(true);
    await checkScreen(page, 'admin-application-en-360');

    await page.getByLabel('Latitude').fill('39.4699');
    await page.getByLabel('Longitude').fill('-0.3763');
    await choose(page, 'Time zone', 'Europe/Madrid');
    await page.getByLabel('Court name').fill('Pista 1');
    await page.getByLabel(/Price per hour/).fill('20');
    await page.getByRole('button', { name: 'Approve and open the club' }).click();
    await expect.poll(() => page.getByText('Turia Padel is open.').isVisible(), soon).toBe(true);
    await checkScreen(page, 'admin-application-approved-en-360');
    await page.getByRole('link', { name: 'Go to the club' }).click();
    await expect
      .poll(() => page.getByText(`Owner: Vicent (@${applicant.username})`).isVisible(), soon)
      .toBe(true);

    // The applicant's next sign-in is the owner's, with the approval in their notifications.
    const owner = await phone('en-US');
    await owner.goto('/login');
    await owner.locator('input[autocomplete="username"]').fill(applicant.username);
    await owner.locator('input[autocomplete="current-password"]').fill(applicant.password);
    await owner.locator('button[type="submit"]').click();
    await owner.waitForURL('**/user**');
    await owner.goto('/user/notifications');
    await expect.poll(() => owner.getByText('Club approved').isVisible(), soon).toBe(true);
    await checkScreen(owner, 'club-approved-notification-en-360');

    const arabic = await phone('ar');
    await signInAsAdmin(arabic);
    await arabic.goto('/admin/applications');
    await expect.poll(() => arabic.getByText('نادي البحر').isVisible(), soon).toBe(true);
    await checkScreen(arabic, 'admin-applications-ar-360');
    await arabic.getByText('نادي البحر').click();
    await expect.poll(() => arabic.getByText('maryam@example.test').isVisible(), soon).toBe(true);
    await checkScreen(arabic, 'admin-application-ar-360');
    await arabic.getByRole('button', { name: 'ارفض' }).click();
    const dialog = arabic.getByRole('dialog');
    await dialog.getByLabel('السبب').fill('لم نتمكن من الوصول إلى النادي');
    await checkScreen(arabic, 'admin-decline-dialog-ar-360');
    await dialog.getByRole('button', { name: 'ارفض' }).click();
    await expect.poll(() => arabic.getByText('مرفوض').first().isVisible(), soon).toBe(true);
    await arabic.goto('/admin/audit');
    await expect.poll(() => arabic.getByText('رُفض طلب نادٍ').isVisible(), soon).toBe(true);
  });
});
