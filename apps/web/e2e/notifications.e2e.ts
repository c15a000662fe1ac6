import { clubHourToUtc } from '@courtside/shared';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, clubDateIn, signUp } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import { aChamberiIndoorClub, buildWorld, type World } from './support/club-world.js';
import { journeyServerUrl } from './support/journey-server.js';
import { checkScreen } from './support/screens.js';

const clubName = 'Chamberí Indoor Padel';
const password = 'told-pass-1';

async function call(baseUrl: string, token: string, path: string, body: unknown) {
  return fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/** A new player: nothing another journey did can have told them anything yet. */
async function registerNewPlayer(baseUrl: string) {
  const username = `told_${Date.now().toString().slice(-7)}`;
  const { token } = await signUp(baseUrl, {
    Name: 'Tomás',
    username,
    phone: `+34 688 ${username.slice(-6)}`,
    password,
    isPadel: true,
    isFootball: false,
  });
  return { username, token };
}

/** A public mixed match of the new player's, on the first hour a court is free. */
async function createMatch(baseUrl: string, token: string, clubId: string): Promise<string> {
  const day = clubDateIn(33);
  for (let hour = 8; hour <= 21; hour += 1) {
    const created = await call(baseUrl, token, '/user/match', {
      gender: 'mix',
      date: clubHourToUtc(day, hour, 'Europe/Madrid'),
      duration: 60,
      club: clubId,
      courtType: 'indoor',
      privacy: 'public',
      padelLevelMin: 0,
      padelLevelMax: 5,
      description: 'Evening doubles',
      reservedSeats: 0,
    });
    if (created.status === 201) return ((await created.json()) as { id: string }).id;
    expect(created.status, await created.text()).toBe(409);
  }
  throw new Error(`no indoor court free at ${clubName} on ${day}`);
}

describe('notifications', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(journeyServerUrl(), {
      clubs: [aChamberiIndoorClub(clubName)],
      players: [{ name: 'Sofía' }],
    });
  });
  let session: Session;
  beforeEach(async () => {
    session = await openPhone();
  });
  afterEach(() => session.close());

  it('raises the Menu badge live when another player asks to join their match, lists it, and marks it read', async () => {
    const { page, baseUrl } = session;
    const { username, token } = await registerNewPlayer(baseUrl);
    await signIn(page, username, password);
    await page.goto('/user/menu');
    const tabBar = page.getByRole('navigation');
    const menuTab = (name: string) => tabBar.getByRole('link', { name, exact: true });
    await expect.poll(() => menuTab('Menu').isVisible()).toBe(true);

    const get = await apiAs(baseUrl, username, password);
    const clubs = await get<Array<{ id: string; name: string }>>('/user/club/all?type=padel');
    const club = clubs.find((c) => c.name === clubName)!;
    const matchId = await createMatch(baseUrl, token, club.id);

    // Sofía, on another phone, asks to join; this screen is not reloaded.
    const sofia = world.player('Sofía');
    await sofia.call('POST', `/user/match/${matchId}`, { phone: sofia.phone });

    await expect
      .poll(() => menuTab('Menu, unread notifications: 1').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await checkScreen(page, 'menu-badge-en');

    await page.getByRole('button', { name: 'Notification' }).click();
    await page.waitForURL('**/user/notifications');
    const row = page.getByRole('button', { name: /New join request/ });
    await expect.poll(() => row.textContent()).toContain(clubName);
    await checkScreen(page, 'notifications-en');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => menuTab('Menu').isVisible()).toBe(true);
    await expect.poll(() => row.textContent()).not.toContain('Unread');
  });
});
