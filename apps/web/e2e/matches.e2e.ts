import { utcToClubLocal } from '@courtside/shared';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { apiAs } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import { checkScreen, screenSettled } from './support/screens.js';

const clubName = 'Chamberí Padel Indoor';

interface MatchView {
  id: string;
  date: string;
  tab: string | null;
  club: { id: string; name: string };
  court: { id: string; name: string } | null;
  participants: Array<{ id: string } | null>;
}

/** A day far enough ahead that no demo booking or other journey meets it, at 10:00 UTC. */
function matchDay(): { local: string; date: string } {
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  return { local: `${day}T10:00`, date: day };
}

async function tabOf(baseUrl: string, username: string, matchId: string) {
  const get = await apiAs(baseUrl, username);
  const me = await get<{ id: string }>('/auth/me');
  const mine = await get<MatchView[]>(`/user/${me.id}/match`);
  return mine.find((match) => match.id === matchId)?.tab ?? null;
}

async function createMatch(page: Page, local: string) {
  await page.goto('/user/create-match');
  await page.getByRole('button', { name: 'Mixed' }).click();
  await page.getByLabel('Date and hour').fill(local);
  await page.getByLabel('Club').click();
  await page.getByRole('option', { name: clubName }).click();
  await page.getByRole('button', { name: 'Indoor' }).click();
  await page
    .getByRole('group', { name: 'Reserved seats' })
    .getByRole('button', { name: '1' })
    .click();
  await checkScreen(page, 'create-match-en');
  await page.getByRole('button', { name: 'Create match' }).click();
  await expect.poll(() => page.getByText('Match Added Successfully').isVisible()).toBe(true);
  await checkScreen(page, 'match-added-en');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL('**/user/find-match/**');
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

describe('match journeys', () => {
  const sessions: Session[] = [];
  const phone = async (locale?: string) => {
    const session = await openPhone(locale);
    sessions.push(session);
    return session;
  };
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((session) => session.browser.close()));
  });

  it('creates a match, another player asks with a partner, the owner accepts and it is confirmed for all three', async () => {
    const owner = await phone();
    const { local, date } = matchDay();
    await signIn(owner.page, 'player');
    const matchId = await createMatch(owner.page, local);
    await checkScreen(owner.page, 'match-owner-details-en');
    expect(await tabOf(owner.baseUrl, 'player', matchId)).toBe('signed');

    const asker = await phone();
    const page = asker.page;
    await signIn(page, 'player2');
    await page.goto('/user/find-match');
    await page.getByLabel('Date', { exact: true }).fill(date);
    const card = page.getByRole('listitem').filter({ hasText: clubName }).first();
    await expect.poll(() => card.isVisible()).toBe(true);
    await checkScreen(page, 'find-match-en');
    await card.getByRole('button').click();
    await page.waitForURL(`**/user/find-match/${matchId}`);
    await page.getByLabel('Phone').fill('0101234567');
    await expect.poll(() => page.getByLabel('Phone').inputValue()).toBe('010 1234 567');
    const partners = await (
      await apiAs(asker.baseUrl, 'player2')
    )<Array<{ id: string; firstName: string; lastName: string | null }>>('/user/padel/users');
    const player3 = await (await apiAs(asker.baseUrl, 'player3'))<{ id: string }>('/auth/me');
    const partner = partners.find((user) => user.id === player3.id)!;
    await page.getByLabel('Partners (optional)').fill(partner.firstName);
    await page
      .getByRole('option', { name: new RegExp(partner.firstName) })
      .first()
      .click();
    await checkScreen(page, 'match-join-en');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.getByText('Request Sent Successfuly').isVisible()).toBe(true);
    await checkScreen(page, 'request-sent-en');
    await page.getByRole('button', { name: 'OK' }).click();
    expect(await tabOf(asker.baseUrl, 'player2', matchId)).toBe('awaiting');

    await owner.page.goto(`/user/matches/${matchId}/request`);
    const accept = owner.page.getByRole('button', { name: /^Accept / });
    await expect.poll(() => accept.isVisible()).toBe(true);
    await checkScreen(owner.page, 'match-requests-en');
    await accept.click();
    await expect.poll(() => owner.page.getByText('No pending requests').isVisible()).toBe(true);

    for (const username of ['player', 'player2', 'player3'])
      expect(await tabOf(owner.baseUrl, username, matchId), username).toBe('confirmed');
    await owner.page.goto('/user/matches');
    await owner.page.getByRole('tab', { name: 'Confirmed' }).click();
    const confirmedCard = owner.page.getByRole('listitem').filter({ hasText: clubName });
    await expect.poll(() => confirmedCard.first().isVisible()).toBe(true);
    await checkScreen(owner.page, 'my-matches-en');

    await page.goto('/user/find-match');
    await page.getByLabel('Date', { exact: true }).fill(date);
    const full = page
      .getByRole('listitem')
      .filter({ hasText: 'Full' })
      .filter({ hasText: clubName });
    await expect.poll(() => full.first().isVisible()).toBe(true);
    expect(await full.first().getByRole('button').count()).toBe(0);

    const get = await apiAs(owner.baseUrl, 'player');
    const match = await get<MatchView>(`/user/match/${matchId}`);
    const hour = utcToClubLocal(match.date, 'Europe/Madrid');
    await owner.page.goto(
      `/user/book-court/${match.club.id}?court=${match.court!.id}&date=${hour.date}`,
    );
    const hh = String(hour.hour).padStart(2, '0');
    const slot = owner.page.getByRole('button', { name: new RegExp(`^${hh}:00.*Booked`) });
    await expect.poll(() => slot.first().isVisible()).toBe(true);
    await checkScreen(owner.page, 'match-court-booked-en');
  });

  it('shows the match screens right to left in Arabic', async () => {
    const { page } = await phone('ar');
    await signIn(page, 'player');
    await page.goto('/user/menu');
    await page.getByText('Select Language').click();
    await page.getByText('العربية').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    for (const [name, path] of [
      ['find-match-ar', '/user/find-match'],
      ['my-matches-ar', '/user/matches'],
      ['create-match-ar', '/user/create-match'],
    ]) {
      await page.goto(path!);
      await screenSettled(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, name).toBeLessThanOrEqual(0);
      await checkScreen(page, name!);
    }
  });
});
