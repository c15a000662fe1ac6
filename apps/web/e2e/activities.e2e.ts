import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clubDateIn } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import {
  aMadridClub,
  addActivity,
  buildWorld,
  type Account,
  type World,
} from './support/club-world.js';
import { journeyServerUrl } from './support/journey-server.js';
import { checkScreen, screenSettled } from './support/screens.js';

const clubName = 'Chamartín Padel & Football Club';
const playerName = 'Pablo García';
const tag = Date.now() % 100_000;
const activityName = `Early Volleys ${tag}`;
const coach = { name: `Coach Nuria ${tag}`, phone: `+34 677 ${String(tag).padStart(6, '0')}` };
const coachPassword = 'coach-pass-1';

type Get = Account['get'];

/** Screens arrive slowly on a busy machine. */
const slow = { timeout: 20_000 };

/** A date a few days ahead when one of the owner's courts is free 08:15-09:00 for 12 weeks. */
async function freeWeekly(
  get: Get,
): Promise<{ date: string; court: { id: string; name: string } }> {
  for (let days = 3; days < 20; days += 1) {
    const date = clubDateIn(days);
    const search = new URLSearchParams({
      date,
      recurrence: 'weekly',
      fromH: '8',
      fromM: '15',
      toH: '9',
      toM: '0',
    });
    const free = await get<Array<{ id: string; name: string; sport: string }>>(
      `/user/activity/courts?${search}`,
    );
    const court = free.find((c) => c.sport === 'padel');
    if (court) return { date, court };
  }
  throw new Error('no court free for a weekly activity');
}

async function choose(page: Page, label: string, option: string) {
  const field = page.getByRole('combobox', { name: label });
  // The court is the browser's own select.
  if (await field.evaluate((element) => element.tagName === 'SELECT')) {
    await field.selectOption({ label: option });
    return;
  }
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createCoachFromModal(page: Page) {
  await choose(page, 'Coach', 'Create New one');
  const dialog = page.getByRole('dialog', { name: 'New coach' });
  await dialog.getByLabel('Name', { exact: true }).fill(coach.name);
  await dialog.getByLabel('Phone', { exact: true }).fill(coach.phone);
  await dialog.getByLabel('Password', { exact: true }).fill(coachPassword);
  await dialog.getByRole('radio', { name: 'F' }).check();
  await checkScreen(page, 'coach-modal-en');
  await dialog.getByRole('button', { name: 'Create coach' }).click();
  await dialog.waitFor({ state: 'hidden' });
  // SPEC 4: the new coach is in the select, and selected.
  await expect
    .poll(
      () =>
        page
          .getByRole('combobox', { name: 'Coach' })
          .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? ''),
      slow,
    )
    .toBe(coach.name);
}

async function createWeeklyActivity(page: Page, date: string, courtName: string) {
  await page.goto('/user/create-activity');
  await expect.poll(() => page.getByLabel('Club').inputValue(), slow).toBe(clubName);
  await page.getByLabel('Activity name').fill(activityName);
  await createCoachFromModal(page);
  await choose(page, 'From hour', '08');
  await choose(page, 'From minute', '15');
  await choose(page, 'To hour', '09');
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByRole('radio', { name: 'Weekly' }).check();
  await choose(page, 'Court', courtName);
  await page.getByLabel('Number of participants').fill('4');
  await page.getByLabel('Price', { exact: true }).fill('12');
  await page.getByLabel('Description').fill('Volleys before work.');
  await checkScreen(page, 'create-activity-en');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByText('Activity saved: 12 dates').isVisible(), slow).toBe(true);
  // SPEC 4: the form is reset, the club name kept.
  expect(await page.getByLabel('Activity name').inputValue()).toBe('');
  expect(await page.getByLabel('Club').inputValue()).toBe(clubName);
}

const cardOf = (page: Page) => page.getByRole('listitem').filter({ hasText: activityName }).first();

describe('activities journey', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(journeyServerUrl(), {
      clubs: [aMadridClub(clubName, { coach: { name: 'Coach Iker', gender: 'M' } })],
      players: [{ name: playerName }],
    });
    // The club's own clinic, which the owner's sessions list shows.
    await addActivity(world.club(clubName), {
      name: 'Padel Beginners Clinic',
      court: 'Padel 2',
      date: clubDateIn(2),
      from: [18, 0],
      to: [19, 0],
      seats: 6,
      price: 1500,
    });
  });
  let owner: Session;
  let player: Session;
  beforeEach(async () => {
    [owner, player] = await Promise.all([openPhone(), openPhone()]);
  });
  afterEach(() => Promise.all([owner.close(), player.close()]));

  it('owner creates a coach and a weekly activity; player books and pays a seat; the coach sees them', async () => {
    const club = world.club(clubName);
    const { date, court } = await freeWeekly(club.owner.get);
    await signIn(owner.page, club.owner.username, club.owner.password);
    await createWeeklyActivity(owner.page, date, court.name);

    // The activity's hours show booked on the booking screen, week after week.
    const p = player.page;
    const pablo = world.player(playerName);
    await signIn(p, pablo.username, pablo.password);
    for (const week of [0, 1, 2]) {
      const day = new Date(Date.parse(`${date}T00:00:00Z`) + week * 7 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      await p.goto(`/user/book-court/${club.id}?court=${court.id}&date=${day}`);
      const slot = p.getByRole('button', { name: /^08:00, / }).first();
      await slot.waitFor({ timeout: 20_000 });
      expect(await slot.getAttribute('aria-label')).toBe('08:00, Booked');
    }

    // The player finds the first session, books it and pays by card.
    await p.goto('/user/activities');
    await choose(p, 'Club', clubName);
    await p.getByLabel('Day').fill(date);
    const card = cardOf(p);
    await expect
      .poll(() => card.getByTestId('seats-left').textContent(), slow)
      .toBe('4 of 4 seats left');
    await checkScreen(p, 'activities-en');
    await card.getByRole('button', { name: `Book a seat at ${activityName}` }).click();
    await p.waitForURL(`**/user/activities/${club.id}/payment?occurrence=*`);
    await expect.poll(() => p.getByRole('button', { name: 'Card' }).isEnabled(), slow).toBe(true);
    await checkScreen(p, 'activity-payment-en');
    await p.getByRole('button', { name: 'Card' }).click();
    await p.waitForURL('**/api/payments/sandbox/**');
    await p.getByRole('button', { name: /^Pay / }).click();
    await p.waitForURL('**/user/activities?**');
    await expect.poll(() => p.getByText('Seat booked').isVisible(), slow).toBe(true);
    await checkScreen(p, 'activity-paid-en');
    await p.getByRole('button', { name: 'OK' }).click();
    await p.getByLabel('Day').fill(date);
    await expect
      .poll(() => cardOf(p).getByTestId('seats-left').textContent(), slow)
      .toBe('3 of 4 seats left');
    expect(await cardOf(p).getByText('Booked', { exact: true }).isVisible()).toBe(true);

    // Cancelling the seat asks first and how the money should come back; Keep leaves it.
    const seatDialogIn = async (language: 'en' | 'ar') => {
      const words = {
        en: { club: 'Club', day: 'Day', cancel: 'Cancel seat', keep: 'Keep my seat' },
        ar: { club: 'النادي', day: 'اليوم', cancel: 'إلغاء المقعد', keep: 'الإبقاء على مقعدي' },
      }[language];
      await p.goto('/user/activities');
      await choose(p, words.club, clubName);
      await p.getByLabel(words.day).fill(date);
      await cardOf(p).getByRole('button', { name: words.cancel }).click();
      const ask = p.getByRole('dialog');
      await expect
        .poll(() => ask.getByRole('button', { name: words.keep }).isVisible(), slow)
        .toBe(true);
      expect(await ask.getByRole('radio').count()).toBe(2);
      await checkScreen(p, `activity-cancel-seat-${language}-360`);
      await p.keyboard.press('Escape');
      await ask.waitFor({ state: 'hidden' });
    };
    await seatDialogIn('en');
    await p.goto('/user/menu');
    await p.getByText('Select Language').click();
    await p.getByText('العربية').click();
    await expect.poll(() => p.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await seatDialogIn('ar');
    expect(await cardOf(p).getByTestId('seats-left').textContent()).toContain('3');

    // The coach signs in and sees the player in the session.
    const c = owner.page;
    await c.goto('/user/menu');
    await c.getByRole('button', { name: 'Log out' }).click();
    await c.waitForURL('**/login');
    await signIn(c, coach.phone, coachPassword);
    await c.goto('/user/activities');
    const session = cardOf(c);
    await expect.poll(() => session.getByText(playerName).isVisible(), slow).toBe(true);
    await checkScreen(c, 'coach-sessions-en');
  }, 240_000);

  it('shows the activity screens right to left in Arabic', async () => {
    const { page } = owner;
    const { owner: clubOwner } = world.club(clubName);
    await signIn(page, clubOwner.username, clubOwner.password);
    await page.goto('/user/menu');
    await page.getByText('Select Language').click();
    await page.getByText('العربية').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    for (const [name, path] of [
      ['create-activity-ar', '/user/create-activity'],
      ['activities-ar', '/user/activities'],
    ] as const) {
      await page.goto(path);
      await screenSettled(page);
      await checkScreen(page, name);
    }
    await page.getByRole('button', { name: 'جلساتي' }).click();
    await expect
      .poll(() => page.getByText('Padel Beginners Clinic').first().isVisible(), slow)
      .toBe(true);
    await checkScreen(page, 'activity-sessions-ar');
    await page.goto('/user/create-activity');
    await screenSettled(page);
    await choose(page, 'المدرب', 'إنشاء مدرب جديد');
    await page.getByRole('dialog').waitFor();
    await checkScreen(page, 'coach-modal-ar');
  }, 180_000);
});
