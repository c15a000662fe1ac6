import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clubHourToUtc } from '@courtside/shared';
import { clubDateIn } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import {
  aMadridClub,
  addChampionship,
  approveOnSandbox,
  buildWorld,
  type Account,
  type World,
} from './support/club-world.js';
import { journeyServerUrl } from './support/journey-server.js';
import { fillChampionshipForm, saveChampionshipForm } from './support/championship-form.js';
import { toArabic } from './support/phone-language.js';
import { checkScreen, screenSettled } from './support/screens.js';

const clubName = 'Tetuán Football & Padel Club';
const courtName = 'Pitch A';
const championshipName = `Autumn Cup ${Date.now() % 100_000}`;
const cupName = 'Tetuán 5-a-side Cup';
/** The player's name, as the owner's lists show it. */
const playerName = 'Pablo García';

type Get = Account['get'];

/**
 * The club's cup a week ahead, request only: one request waiting, one player accepted who has
 * paid by card and one accepted who has not (Sofía).
 */
async function aCupWithRequests(world: World) {
  const club = world.club(clubName);
  const date = clubDateIn(7);
  const cup = await addChampionship(club, {
    name: cupName,
    court: courtName,
    from: clubHourToUtc(date, 16, 'Europe/Madrid')!,
    to: clubHourToUtc(date, 19, 'Europe/Madrid')!,
    participantsNumber: 8,
    maxAge: 1980,
    price: 2500,
    inviteOnly: 1,
  });
  const [paid, unpaid, waiting] = ['Lucía', 'Sofía', 'Teo'].map((name) => world.player(name));
  const requestOf = async (player: Account) =>
    (await player.call<{ id: string }>('POST', `/user/champion/${cup.id}`)).id;
  const paidRequest = await requestOf(paid!);
  const unpaidRequest = await requestOf(unpaid!);
  await requestOf(waiting!);
  for (const request of [paidRequest, unpaidRequest])
    await club.owner.call('PATCH', `/user/champion-request/${request}/confirm`);
  const checkout = await paid!.call<{ formUrl: string }>(
    'POST',
    `/user/champion-request/${paidRequest}/payment/card`,
    {},
  );
  await approveOnSandbox(world.baseUrl, checkout.formUrl);
}

/** A day when the owner's 5-a-side pitch is free from 10:00 to 13:00 (club time). */
async function freeDay(get: Get): Promise<{ date: string; courtId: string }> {
  for (let days = 25; days < 55; days += 1) {
    const date = clubDateIn(days);
    const from = clubHourToUtc(date, 10, 'Europe/Madrid')!;
    const to = clubHourToUtc(date, 13, 'Europe/Madrid')!;
    const free = await get<Array<{ id: string; name: string }>>(
      `/user/champion/courts?${new URLSearchParams({ from, to })}`,
    );
    const court = free.find((c) => c.name === courtName);
    if (court) return { date, courtId: court.id };
  }
  throw new Error('no free day for the championship');
}

async function createChampionship(page: Page, date: string) {
  await fillChampionshipForm(page, {
    club: clubName,
    name: championshipName,
    startDate: date,
    startHour: '10:00',
    endDate: date,
    endHour: '13:00',
    format: '5',
    court: courtName,
    bornFrom: '1990',
    participants: '4',
    price: '20',
    description: 'Three hours of five-a-side.',
  });
  await checkScreen(page, 'create-championship-en');
  await saveChampionshipForm(page, clubName);
}

async function openDetails(page: Page) {
  await page.goto('/user/champion-request');
  await page.getByRole('button', { name: 'Signed' }).click();
  await page.getByText(championshipName).click();
  await page.waitForURL('**/user/champion-request/*');
  await expect
    .poll(() => page.getByRole('heading', { name: championshipName }).isVisible())
    .toBe(true);
}

describe('championship journey', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(journeyServerUrl(), {
      clubs: [aMadridClub(clubName)],
      players: ['Pablo García', 'Lucía', 'Sofía', 'Teo'].map((name) => ({
        name,
        sports: ['football' as const],
        birthdate: '1995-04-12',
      })),
    });
    await aCupWithRequests(world);
  });
  const signInAs = (page: Page, account: Account) =>
    signIn(page, account.username, account.password);
  let owner: Session;
  let player: Session;
  beforeEach(async () => {
    [owner, player] = await Promise.all([openPhone(), openPhone()]);
  });
  afterEach(() => Promise.all([owner.close(), player.close()]));

  it('owner creates a request-only championship; player applies, is accepted, pays by card and plays', async () => {
    const get = world.club(clubName).owner.get;
    const { date, courtId } = await freeDay(get);
    await signInAs(owner.page, world.club(clubName).owner);
    await createChampionship(owner.page, date);

    const p = player.page;
    await signInAs(p, world.player(playerName));
    // Book Champion opens on the upcoming championships, weeks away, soonest first.
    await p.goto('/user/champion');
    await expect
      .poll(() => p.getByRole('button', { name: 'Upcoming' }).getAttribute('aria-pressed'))
      .toBe('true');
    const upcoming = p.getByRole('list', { name: 'Championships' }).getByRole('listitem');
    await expect.poll(() => upcoming.filter({ hasText: championshipName }).isVisible()).toBe(true);
    const starts = await get<Array<{ from: string }>>('/user/champion');
    expect(starts.map((c) => c.from)).toEqual(starts.map((c) => c.from).sort());
    await screenSettled(p);
    await checkScreen(p, 'championship-upcoming-en');
    // The day strip still picks one day.
    await p.goto(`/user/champion?date=${date}`);
    await expect
      .poll(() => p.getByRole('button', { name: `Open ${championshipName}` }).isVisible())
      .toBe(true);
    await checkScreen(p, 'championship-list-en');
    await p.getByRole('button', { name: `Open ${championshipName}` }).click();
    await p.waitForURL('**/user/champion/payment?**');
    await expect.poll(() => p.getByRole('button', { name: 'Apply' }).isEnabled()).toBe(true);
    // What the player judges it by: age limit, gender, format, invitation type, description.
    for (const text of [
      'Max allowed age',
      'Mixed',
      '5-a-side',
      'Request Only',
      'Three hours of five-a-side.',
    ])
      expect(await p.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    await checkScreen(p, 'championship-payment-en');
    await p.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => p.getByText('Applied Succesfully').isVisible()).toBe(true);
    await p.getByRole('button', { name: 'OK' }).click();
    // The screen now says the request is sent, and offers no second Apply.
    await expect.poll(() => p.getByRole('button', { name: 'Requested' }).isVisible()).toBe(true);
    expect(await p.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    await checkScreen(p, 'championship-requested-en');
    await p.goto('/user/champion-request');
    const card = p.getByRole('listitem').filter({ hasText: championshipName });
    await expect.poll(() => card.getByRole('button', { name: 'Waiting' }).isVisible()).toBe(true);
    await checkScreen(p, 'championship-request-waiting-en');

    await openDetails(owner.page);
    await owner.page.getByRole('button', { name: 'Requests' }).click();
    await expect
      .poll(() => owner.page.getByRole('button', { name: /^Accept / }).isEnabled())
      .toBe(true);
    await checkScreen(owner.page, 'championship-requests-modal-en');
    await owner.page.getByRole('button', { name: /^Accept / }).click();
    const ask = owner.page.getByRole('dialog', { name: `Accept ${playerName}?` });
    await ask.waitFor();
    await checkScreen(owner.page, 'championship-accept-confirm-en');
    await ask.getByRole('button', { name: 'Accept', exact: true }).click();
    await ask.waitFor({ state: 'hidden' });
    await expect.poll(() => owner.page.getByText('No requests waiting.').isVisible()).toBe(true);
    await owner.page.getByRole('button', { name: 'Close' }).click();
    await owner.page.getByRole('dialog').waitFor({ state: 'hidden' });
    // Accepted, the player holds no place until paying: listed apart among the participants.
    await owner.page.getByRole('button', { name: 'Participants' }).click();
    const accepted = owner.page.getByRole('dialog').getByRole('listitem');
    await expect.poll(() => accepted.textContent()).toContain('Accepted, not paid yet');
    expect(await accepted.textContent()).toContain(playerName);
    await checkScreen(owner.page, 'championship-accepted-unpaid-en');
    await owner.page.keyboard.press('Escape');

    await p.reload();
    await card.getByRole('button', { name: 'Pay €20.00' }).click();
    await p.waitForURL('**/user/champion-request/payment?**');
    await p.getByRole('button', { name: 'Card' }).click();
    await p.waitForURL('**/api/payments/sandbox/**');
    await p.getByRole('button', { name: /^Pay / }).click();
    await p.waitForURL('**/user/champion-request?**');
    await expect.poll(() => p.getByText('You are in').isVisible(), { timeout: 10_000 }).toBe(true);
    await checkScreen(p, 'championship-paid-en');
    await p.getByRole('button', { name: 'OK' }).click();
    await p.getByRole('button', { name: 'Signed' }).click();
    await expect.poll(() => p.getByText(championshipName).isVisible()).toBe(true);

    await owner.page.reload();
    await owner.page.getByRole('button', { name: 'Participants' }).click();
    const participants = owner.page.getByRole('dialog').getByRole('listitem');
    await expect.poll(() => participants.count()).toBe(1);
    expect(await participants.textContent()).toContain(playerName);
    await checkScreen(owner.page, 'championship-participants-en');
    await owner.page.keyboard.press('Escape');
    await owner.page.getByRole('dialog').waitFor({ state: 'hidden' });
    await checkScreen(owner.page, 'championship-details-en');
    await talkOnThePage(p, owner.page);

    // The championship's hours show booked on the booking screen.
    const clubs = await get<Array<{ id: string; name: string }>>('/user/club/all?type=football');
    const club = clubs.find((c) => c.name === clubName)!;
    await p.goto(`/user/book-court/${club.id}?court=${courtId}&date=${date}`);
    for (const hour of ['10:00', '11:00', '12:00'])
      await expect
        .poll(() => p.getByRole('button', { name: new RegExp(`^${hour}.*Booked`) }).isVisible())
        .toBe(true);
    expect(await p.getByRole('button', { name: /^13:00.*Available/ }).isVisible()).toBe(true);
    // Two people, a checkout and a dozen screens checked by axe: longer than one screen's test.
  });

  it('shows the championship screens right to left in Arabic', async () => {
    const { page } = owner;
    await signInAs(page, world.club(clubName).owner);
    await toArabic(page);
    for (const [name, path] of [
      ['create-championship-ar', '/user/create-champion'],
      ['championship-upcoming-ar', '/user/champion'],
      ['championship-list-ar', `/user/champion?date=${clubDateIn(8)}`],
      ['championship-request-ar', '/user/champion-request'],
    ] as const) {
      await page.goto(path);
      await screenSettled(page);
      await checkScreen(page, name);
    }
    // The owner's own championships are Signed (SPEC 4); one opens its details.
    await page.getByRole('button', { name: 'مسجّل' }).click();
    await page.getByText(cupName).click();
    await page.waitForURL('**/user/champion-request/*');
    await expect.poll(() => page.getByText('الراعي').isVisible()).toBe(true);
    await checkScreen(page, 'championship-details-ar');
    // The club's cup: one request waiting; one player paid and one accepted who has not.
    for (const [button, name, rows] of [
      ['الطلبات', 'championship-requests-modal-ar', 1],
      ['المشاركون', 'championship-participants-ar', 2],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await expect.poll(() => page.getByRole('dialog').getByRole('listitem').count()).toBe(rows);
      await checkScreen(page, name);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }

    // A player whose request the club accepted: 'Pay {price}' opens the payment methods.
    const p = player.page;
    await signInAs(p, world.player('Sofía'));
    await toArabic(p);
    await p.goto('/user/champion-request');
    const card = p.getByRole('listitem').filter({ hasText: cupName });
    await expect.poll(() => card.getByRole('button', { name: /^ادفع / }).isVisible()).toBe(true);
    await checkScreen(p, 'championship-request-pay-ar');
    await card.getByRole('button', { name: /^ادفع / }).click();
    await p.waitForURL('**/user/champion-request/payment?**');
    await screenSettled(p);
    await checkScreen(p, 'championship-payment-ar');

    // The same cup from Book Champion's upcoming list: where the request stands, and its rules.
    await p.goto('/user/champion');
    await p.getByRole('listitem').filter({ hasText: cupName }).getByRole('button').click();
    await p.waitForURL('**/user/champion/payment?**');
    await expect.poll(() => p.getByText('تم القبول — ادفع مكانك').isVisible()).toBe(true);
    await screenSettled(p);
    await checkScreen(p, 'championship-apply-ar');
    // Its page, with the chat an accepted player writes in.
    await p.goto('/user/champion-request');
    await card.getByRole('link', { name: 'صفحة البطولة والمحادثة' }).click();
    await p.getByRole('region', { name: 'المحادثة' }).getByRole('textbox').waitFor();
    await screenSettled(p);
    await checkScreen(p, 'championship-page-ar');
  });
});

/**
 * The paid player opens the championship's page from its card and writes in its chat; the
 * owner, on the same page, reads it live and answers.
 */
async function talkOnThePage(p: Page, ownerPage: Page) {
  const card = p.getByRole('listitem').filter({ hasText: championshipName });
  await card.getByRole('link', { name: 'Championship page and chat' }).click();
  await p.waitForURL('**/user/champion/*');
  await expect
    .poll(() => p.getByRole('button', { name: 'Paid — you are in' }).isVisible())
    .toBe(true);
  const chat = p.getByRole('region', { name: 'Chat' });
  const ownerChat = ownerPage.getByRole('region', { name: 'Chat' });
  await ownerPage.goto(p.url());
  await ownerChat.getByRole('textbox', { name: 'Message' }).waitFor();
  await chat.getByRole('textbox', { name: 'Message' }).fill('Which colour are our bibs?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => ownerChat.getByText('Which colour are our bibs?').isVisible()).toBe(true);
  await ownerChat.getByRole('textbox', { name: 'Message' }).fill('Orange, at the desk');
  await ownerChat.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => chat.getByText('Orange, at the desk').isVisible()).toBe(true);
  await screenSettled(p);
  await checkScreen(p, 'championship-page-en');
  await checkScreen(ownerPage, 'championship-page-owner-en');
}
