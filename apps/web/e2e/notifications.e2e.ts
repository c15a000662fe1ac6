import { slotTimes } from '@courtside/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiAs, clubDateIn, freeTwoHours } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import { checkScreen } from './support/screens.js';

interface ClubWithCourts {
  id: string;
  name: string;
  courts: Array<{ id: string; name: string; capacity: number }>;
}

/** The player pays a card booking elsewhere (another device), approving it in the sandbox. */
async function payByCardElsewhere(
  baseUrl: string,
  token: string,
  get: <T>(path: string) => Promise<T>,
  club: ClubWithCourts,
) {
  const date = clubDateIn(12);
  const { court, hour } = await freeTwoHours(get, club.id, club.courts, date);
  const started = await fetch(`${baseUrl}/api/booking/payment/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      court: court.name,
      courtID: court.id,
      clubID: club.id,
      date,
      ...slotTimes(hour, 60),
      duration: 60,
      isAvailable: false,
    }),
  });
  expect(started.status).toBe(201);
  const { paymentId, formUrl } = (await started.json()) as { paymentId: string; formUrl: string };
  const checkoutToken = new URL(formUrl, baseUrl).searchParams.get('token');
  const approved = await fetch(`${baseUrl}/api/payments/sandbox/${paymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ decision: 'approve', token: checkoutToken }),
  });
  expect(approved.ok).toBe(true);
  return court;
}

describe('notifications', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openPhone();
  });
  afterEach(() => session.browser.close());

  it('raises the Menu badge live when a booking made elsewhere is confirmed, lists it, and marks it read', async () => {
    const { page, baseUrl } = session;
    // A new player: nothing another journey did can have told them anything yet.
    const username = `told_${Date.now().toString().slice(-7)}`;
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        Name: 'Tomás',
        username,
        phone: `+34 688 ${username.slice(-7)}`,
        password: 'told-pass-1',
        isPadel: true,
        isFootball: false,
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    await signIn(page, username, 'told-pass-1');
    await page.goto('/user/menu');
    const tabBar = page.getByRole('navigation');
    const menuTab = (name: string) => tabBar.getByRole('link', { name, exact: true });
    await expect.poll(() => menuTab('Menu').isVisible()).toBe(true);

    const get = await apiAs(baseUrl, username, 'told-pass-1');
    const [club] = await get<ClubWithCourts[]>('/user/club/all?type=padel');
    const court = await payByCardElsewhere(baseUrl, token, get, club!);

    // No reload: the open screen hears of it over its live stream.
    await expect
      .poll(() => menuTab('Menu, unread notifications: 1').isVisible(), { timeout: 10_000 })
      .toBe(true);
    await checkScreen(page, 'menu-badge-en');

    await page.getByRole('button', { name: 'Notification' }).click();
    await page.waitForURL('**/user/notifications');
    const row = page.getByRole('button', { name: /Booking confirmed/ });
    await expect.poll(() => row.textContent()).toContain(court.name);
    await checkScreen(page, 'notifications-en');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => menuTab('Menu').isVisible()).toBe(true);
    await expect.poll(() => row.textContent()).not.toContain('Unread');
  });
});
