import { americanoRound, type SocialDetail } from '@courtside/shared';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clubDateIn, signUp } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import { aMadridClub, buildWorld, type Account } from './support/club-world.js';
import { journeyServerUrl } from './support/journey-server.js';
import { checkScreen, screenSettled } from './support/screens.js';

const password = 'night-pass-1';
const tag = `${Date.now()}`.slice(-5);
/** Screens arrive slowly on a busy machine. */
const slow = { timeout: 20_000 };

async function tokenOf(baseUrl: string, phone: string, pass: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, password: pass }),
  });
  if (!login.ok) throw new Error(`login ${phone}: ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

function callAs(baseUrl: string, token: string) {
  return async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
}

/** A new player, signed up through the API: their username and name. */
async function aPlayer(baseUrl: string, index: number) {
  const username = `ame_${tag}_${index}`;
  const name = `Ame${index} ${tag}`;
  await signUp(baseUrl, {
    username,
    password,
    Name: name,
    phone: `+34 655 ${tag.slice(-4)}${String(index).padStart(2, '0')}`,
  });
  return { username, name };
}

/** Eight new players (numbered from `from`), each with a place paid at the club. */
async function eightPlayers(baseUrl: string, nightId: string, from = 0) {
  const players: Array<{ username: string; name: string }> = [];
  for (let i = from; i < from + 8; i += 1) {
    const player = await aPlayer(baseUrl, i);
    const call = callAs(baseUrl, await tokenOf(baseUrl, player.username, password));
    const joined = await call('POST', `/user/social/night/${nightId}/payment/cash`);
    expect(joined.status).toBe(201);
    players.push(player);
  }
  return players;
}

/** An Americano for 8 on two of the owner's padel courts, on the first evening both are free. */
async function createNight(call: ReturnType<typeof callAs>) {
  const club = (
    await call<{ id: string; courts: Array<{ id: string; type: string }> }>('GET', '/user/me/club')
  ).body;
  const courts = club.courts
    .filter((c) => c.type === 'padel')
    .slice(0, 2)
    .map((c) => c.id);
  for (let days = 40; days < 60; days += 1) {
    const created = await call<{ id: string }>('POST', '/user/social', {
      club: club.id,
      format: 'americano',
      date: clubDateIn(days),
      fromH: 19,
      fromM: 0,
      toH: 21,
      toM: 0,
      courts,
      players: 8,
      pointsPerGame: 24,
      price: 1200,
    });
    if (created.status === 201) return created.body.id;
  }
  throw new Error('no evening with two free courts');
}

/** Two players who never share a court in the first three rounds: one phone for each court. */
function twoCourtsApart(order: readonly string[]): [string, string] {
  const courtOf = (id: string, round: number) =>
    americanoRound(order, 2, round).games.find((g) => g.pairs.flat().includes(id))!.court;
  for (const a of order)
    for (const b of order)
      if (a !== b && [0, 1, 2].every((r) => courtOf(a, r) !== courtOf(b, r))) return [a, b];
  throw new Error('every two players share a court in some round');
}

async function enterPoints(page: Page, ours: number) {
  const field = page.getByLabel('Our points');
  await field.waitFor(slow);
  await field.fill(String(ours));
  await page.getByRole('button', { name: 'Save the points' }).click();
  await page.getByText('Points saved').first().waitFor(slow);
}

describe('Americano night', () => {
  let clubOwner: Account;
  beforeAll(async () => {
    const world = await buildWorld(journeyServerUrl(), {
      clubs: [aMadridClub('Hortaleza Padel Club')],
    });
    clubOwner = world.club('Hortaleza Padel Club').owner;
  });
  const ownerToken = (baseUrl: string) => tokenOf(baseUrl, clubOwner.username, clubOwner.password);
  const signInOwner = (page: Page) => signIn(page, clubOwner.username, clubOwner.password);
  let owner: Session;
  let first: Session;
  let second: Session;
  beforeEach(async () => {
    [owner, first, second] = await Promise.all([
      openPhone('en-US', { width: 360 }),
      openPhone('en-US', { width: 360 }),
      openPhone('en-US', { width: 360 }),
    ]);
  });
  afterEach(() => Promise.all([owner.close(), first.close(), second.close()]));

  it('runs three rounds with points from two phones while the owner’s leaderboard follows live', async () => {
    const { baseUrl } = owner;
    const ownerCall = callAs(baseUrl, await ownerToken(baseUrl));
    const nightId = await createNight(ownerCall);
    const players = await eightPlayers(baseUrl, nightId);

    await signInOwner(owner.page);
    await owner.page.goto('/user/create-social');
    await owner.page.getByRole('button', { name: 'Create the night' }).waitFor(slow);
    await checkScreen(owner.page, 'social-create-en-360');
    await owner.page.goto(`/user/socials/${nightId}`);
    await owner.page.getByRole('button', { name: 'Start the night' }).click();
    await owner.page.getByRole('heading', { name: 'Round 1' }).waitFor(slow);

    const night = (await ownerCall<SocialDetail>('GET', `/user/social/night/${nightId}`)).body;
    const order = night.players.map((p) => p.userId);
    const [idA, idB] = twoCourtsApart(order);
    const usernameOf = (id: string) =>
      players[night.players.findIndex((p) => p.userId === id)]!.username;
    await Promise.all([
      signIn(first.page, usernameOf(idA), password),
      signIn(second.page, usernameOf(idB), password),
    ]);
    await Promise.all([
      first.page.goto(`/user/socials/${nightId}`),
      second.page.goto(`/user/socials/${nightId}`),
    ]);
    await screenSettled(first.page);
    await checkScreen(first.page, 'social-night-player-en-360');

    const board = owner.page.getByTestId('standing');
    /** The points the owner's leaderboard shows, added up: 96 more with each round played. */
    const boardTotal = async () =>
      (await board.locator('td:last-child').allTextContents()).reduce(
        (sum, cell) => sum + Number(cell),
        0,
      );
    const ownerShows = async (ours: number) => {
      const text = (await owner.page.locator('main').textContent()) ?? '';
      return text.includes(`${ours}–${24 - ours}`) || text.includes(`${24 - ours}–${ours}`);
    };
    for (const round of [1, 2, 3]) {
      for (const phone of [first.page, second.page])
        await phone.getByRole('heading', { name: `Round ${round}` }).waitFor(slow);
      // Each phone enters its court's points; the owner's screen, never reloaded, follows.
      await enterPoints(first.page, 10 + round);
      await expect.poll(() => ownerShows(10 + round), slow).toBe(true);
      await enterPoints(second.page, 20 - round);
      await expect.poll(() => ownerShows(20 - round), slow).toBe(true);
      await expect.poll(boardTotal, slow).toBe(round * 2 * 2 * 24);
      if (round === 1) await checkScreen(owner.page, 'social-leaderboard-en-360');
      if (round < 3) await owner.page.getByRole('button', { name: 'Next round' }).click();
    }
    const final = (await ownerCall<SocialDetail>('GET', `/user/social/night/${nightId}`)).body;
    expect(final.round).toBe(3);
    expect(final.standings.reduce((sum, row) => sum + row.points, 0)).toBe(3 * 2 * 2 * 24);
    await expect
      .poll(async () => (await board.first().textContent()) ?? '', slow)
      .toContain(String(final.standings[0]!.points));
    await owner.page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => first.page.getByText('Finished').first().isVisible(), slow).toBe(true);

    const arabic = await openPhone('ar', { width: 360 });
    try {
      await signIn(arabic.page, usernameOf(idA), password);
      await arabic.page.goto(`/user/socials/${nightId}`);
      await arabic.page.getByText('الترتيب').first().waitFor(slow);
      await screenSettled(arabic.page);
      await checkScreen(arabic.page, 'social-night-ar-360');
    } finally {
      await arabic.close();
    }
  });

  it('lets a player pay a place by card and its owner call the night off, refunding it', async () => {
    const { baseUrl } = owner;
    const ownerCall = callAs(baseUrl, await ownerToken(baseUrl));
    const nightId = await createNight(ownerCall);
    const [payer, another] = [await aPlayer(baseUrl, 8), await aPlayer(baseUrl, 9)];

    // The player takes a place and pays it by card on the provider's checkout.
    const p = first.page;
    await signIn(p, payer.username, password);
    await p.goto(`/user/socials/${nightId}`);
    await p.getByRole('button', { name: 'Take a place' }).click();
    await expect.poll(() => p.getByRole('button', { name: 'Card' }).isEnabled(), slow).toBe(true);
    await checkScreen(p, 'social-pay-en-360');
    await p.getByRole('button', { name: 'Card' }).click();
    await p.waitForURL('**/api/payments/sandbox/**');
    await p.getByRole('button', { name: /^Pay / }).click();
    await p.waitForURL('**/user/socials?**');
    const paymentId = new URL(p.url()).searchParams.get('payment');
    await expect.poll(() => p.getByText('Place taken').isVisible(), slow).toBe(true);
    await p.getByRole('button', { name: 'OK' }).click();
    await p.goto(`/user/socials/${nightId}`);
    await p.getByText('You have a place').waitFor(slow);

    // In Arabic, the ways to pay a place at 360 px.
    const arabic = await openPhone('ar', { width: 360 });
    try {
      await signIn(arabic.page, another.username, password);
      await arabic.page.goto(`/user/socials/${nightId}`);
      await arabic.page.getByRole('button', { name: 'احجز مكانًا' }).click();
      await arabic.page.getByText('كيف تريد أن تدفع؟').waitFor(slow);
      await screenSettled(arabic.page);
      await checkScreen(arabic.page, 'social-pay-ar-360');

      // The owner calls it off, once they confirm; the player's screen follows live.
      await signInOwner(owner.page);
      await owner.page.goto(`/user/socials/${nightId}`);
      await owner.page.getByRole('button', { name: 'Cancel the night' }).click();
      const dialog = owner.page.getByRole('dialog', { name: 'Cancel this night?' });
      await dialog.waitFor(slow);
      await checkScreen(owner.page, 'social-cancel-en-360');
      await dialog.getByRole('button', { name: 'Cancel the night' }).click();
      await owner.page.getByText('Night cancelled: every player is refunded').waitFor(slow);
      await expect.poll(() => p.getByText('Cancelled').first().isVisible(), slow).toBe(true);
      const call = callAs(baseUrl, await tokenOf(baseUrl, payer.username, password));
      const notes = await call<{ items: Array<{ kind: string }> }>('GET', '/user/me/notifications');
      expect(notes.body.items[0]?.kind).toBe('social_cancelled');
      const paid = await call<{ status: string }>('GET', `/payments/${paymentId}`);
      expect(paid.body.status).toBe('refunded');

      // The night's own screen says so in Arabic.
      await arabic.page.goto(`/user/socials/${nightId}`);
      await arabic.page.getByText('أُلغيت').first().waitFor(slow);
      await screenSettled(arabic.page);
      await checkScreen(arabic.page, 'social-cancelled-ar-360');
    } finally {
      await arabic.close();
    }
  });

  it('lets a player give their place back to the waitlist, and the one offered it let it go', async () => {
    const { baseUrl } = owner;
    const ownerCall = callAs(baseUrl, await ownerToken(baseUrl));
    const nightId = await createNight(ownerCall);
    const players = await eightPlayers(baseUrl, nightId, 10);
    const waiter = await aPlayer(baseUrl, 30);
    const waiterCall = callAs(baseUrl, await tokenOf(baseUrl, waiter.username, password));
    expect((await waiterCall('POST', `/user/social/night/${nightId}/waitlist`)).status).toBe(201);
    const placeOf = async () =>
      (await waiterCall<SocialDetail>('GET', `/user/social/night/${nightId}`)).body.myPlace;

    // A player gives their place back once they have read what comes back.
    const p = first.page;
    await signIn(p, players[0]!.username, password);
    await p.goto(`/user/socials/${nightId}`);
    await p.getByRole('button', { name: 'Give my place back' }).click();
    const dialog = p.getByRole('dialog', { name: 'Give your place back?' });
    await dialog.getByText('As coins, at once').waitFor(slow);
    await checkScreen(p, 'social-give-back-en-360');
    await dialog.getByRole('button', { name: 'Give it back' }).click();
    await p.getByText('Your place is given back.').waitFor(slow);
    await p.getByRole('button', { name: 'Join the waitlist' }).waitFor(slow);
    expect(await placeOf()).toBe('offered');

    // The first in line is offered it, and lets it go: the place count goes back.
    const w = second.page;
    await signIn(w, waiter.username, password);
    await w.goto(`/user/socials/${nightId}`);
    await w.getByText('A place is free for you').waitFor(slow);
    await w.getByRole('button', { name: 'Leave the waitlist' }).click();
    const leaving = w.getByRole('dialog', { name: 'Leave the waitlist?' });
    await leaving.getByText('The place kept for you passes to the next in line.').waitFor(slow);
    await checkScreen(w, 'social-leave-waitlist-en-360');
    await leaving.getByRole('button', { name: 'Leave', exact: true }).click();
    await w.getByText('You have left the waitlist').waitFor(slow);
    await w.getByText('1 of 8 places left').waitFor(slow);
    expect(await placeOf()).toBe(null);

    // In Arabic: a player's question before giving a place back, and the owner's before
    // calling the night off; both kept.
    const arabic = await openPhone('ar', { width: 360 });
    try {
      const a = arabic.page;
      await signIn(a, players[1]!.username, password);
      await a.goto(`/user/socials/${nightId}`);
      await a.getByRole('button', { name: 'أعِد مكاني' }).click();
      const asked = a.getByRole('dialog', { name: 'إعادة مكانك؟' });
      await asked.getByText('كعملات، فورًا').waitFor(slow);
      await checkScreen(a, 'social-give-back-ar-360');
      await asked.getByRole('button', { name: 'أبقِ مكاني' }).click();
      await asked.waitFor({ state: 'hidden', ...slow });
    } finally {
      await arabic.close();
    }
    const arabicOwner = await openPhone('ar', { width: 360 });
    try {
      const o = arabicOwner.page;
      await signInOwner(o);
      await o.goto(`/user/socials/${nightId}`);
      await o.getByRole('button', { name: 'ألغِ الأمسية' }).click();
      const asked = o.getByRole('dialog', { name: 'إلغاء هذه الأمسية؟' });
      await asked.waitFor(slow);
      await checkScreen(o, 'social-cancel-ar-360');
      await asked.getByRole('button', { name: 'أبقِ الأمسية' }).click();
    } finally {
      await arabicOwner.close();
    }
    const kept = (await ownerCall<SocialDetail>('GET', `/user/social/night/${nightId}`)).body;
    expect(kept.status).toBe('open');
    expect(kept.placesLeft).toBe(1);
  });
});
