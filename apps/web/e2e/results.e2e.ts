import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDateIn, signUp } from './support/api.js';
import { openPhone, signIn } from './support/browser.js';
import { checkScreen } from './support/screens.js';
import {
  aChamberiIndoorClub,
  buildWorld,
  coinsFromARefund,
  startEmptyServer,
  type World,
} from './support/club-world.js';
import type { JourneyServer } from './support/server.js';
import { wordsOf, type Language, type Words } from './support/words.js';

const clubName = 'Chamberí Indoor Padel Club';
/** The club the matches are played at, built on this journey's empty server. */
let world: World;
/** Each screen may take a while on a busy machine. */
const slow = { timeout: 20_000 };

let serial = 0;

/** A new player through the API, signed in: their username, id and a caller of the API. */
async function aPlayer(baseUrl: string, name: string) {
  const unique = `${Date.now() % 100_000}${(serial += 1)}`.padStart(7, '0').slice(-7);
  const account = { username: `res_${unique}`, password: 'journey-pass-1' };
  const { token, id } = await signUp(baseUrl, {
    ...account,
    Name: name,
    phone: `+34 657 ${unique.slice(-6)}`,
  });
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return { ...account, name, id, call };
}
type Player = Awaited<ReturnType<typeof aPlayer>>;

/**
 * Coins for a player: no coin pack is on sale on a platform of its own, so the coins come
 * back from two hours booked by card and cancelled.
 */
async function buyCoins(baseUrl: string, player: Player) {
  const account = { ...player, phone: '', get: <T>(path: string) => player.call<T>('GET', path) };
  await coinsFromARefund(baseUrl, account, world.club(clubName), {
    court: 'Court 2',
    date: clubDateIn(50),
    hour: 10,
    duration: 120,
  });
}

/**
 * The match is moved into the past in the server's database, as if it had been played
 * yesterday: the journey cannot wait for a real match to end.
 */
function playedYesterday(server: JourneyServer, matchId: string) {
  const file = server.env.DATABASE_URL!.replace(/^sqlite:/, '');
  const db = new Database(file);
  const yesterday = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 26 * 3_600_000);
  db.prepare('update matches set starts_at = ? where id = ?').run(yesterday.toISOString(), matchId);
  db.close();
}

/** On the sandbox's checkout, the payer pays and is sent back to the match's details. */
async function payOnCheckout(
  page: Page,
  t: Words,
  { language, matchId, screen }: { language: Language; matchId: string; screen: string },
) {
  await page.waitForURL('**/api/payments/sandbox/**');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL(`**/user/find-match/${matchId}**`);
  const paid = page.getByRole('heading', { name: t('matches.sharePaid.title') });
  await expect.poll(() => paid.isVisible(), slow).toBe(true);
  await screenOf(page, screen, language);
  await page.getByRole('button', { name: t('alerts.ok') }).click();
}

/**
 * The organizer fills the match form at 10:00 on the club's clock, `days` ahead, and pays
 * their share by card on making it. Answers the new match's id.
 */
async function createMatch(
  page: Page,
  t: Words,
  { language, days, organizer }: { language: Language; days: number; organizer: Player },
) {
  await page.goto('/user/create-match');
  await page.getByRole('button', { name: t('matches.gender.mix') }).click();
  await page.getByLabel(t('matches.date')).fill(`${clubDateIn(days)}T10:00`);
  await page.getByRole('combobox', { name: new RegExp(`^${t('matches.club')}`) }).click();
  await page.getByRole('option', { name: clubName }).click();
  const paying = page.getByRole('combobox', { name: t('matches.payMyShare') });
  await paying.click();
  await page.getByRole('option', { name: t('matches.payShareWith.card') }).click();
  await paying.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenOf(page, 'split-create-match', language);
  await page.getByRole('button', { name: t('matches.create') }).click();
  await page.waitForURL('**/api/payments/sandbox/**');
  // The organizer's only match, the one just made.
  const [made] = await organizer.call<Array<{ id: string }>>('GET', `/user/${organizer.id}/match`);
  await payOnCheckout(page, t, { language, matchId: made!.id, screen: 'split-organizer-paid' });
  await expect.poll(() => seatOf(page, t, organizer.name, 'paid').isVisible(), slow).toBe(true);
  await screenOf(page, 'split-match-created', language);
  return made!.id;
}

/** A player asks to join on the match's details. */
async function askToJoin(page: Page, t: Words, matchId: string) {
  await page.goto(`/user/find-match/${matchId}`);
  const phone = page.getByLabel(t('matches.phone'));
  await expect.poll(() => phone.isVisible(), slow).toBe(true);
  await phone.fill('0101234567');
  await page.getByRole('button', { name: t('matches.sendRequest') }).click();
  await expect.poll(() => page.getByText(t('matches.requestSent')).isVisible(), slow).toBe(true);
  await page.getByRole('button', { name: t('alerts.ok') }).click();
}

/** The organizer accepts the one request waiting on the match's requests screen. */
async function acceptRequest(page: Page, t: Words, matchId: string) {
  await page.goto(`/user/matches/${matchId}/request`);
  const accept = page.getByRole('button', { name: new RegExp(`^${t('matches.accept')}`) });
  await expect.poll(() => accept.isVisible(), slow).toBe(true);
  await accept.click();
  await expect.poll(() => page.getByText(t('matches.noRequests')).isVisible(), slow).toBe(true);
}

type ShareMethod = 'cash' | 'card' | 'coins';

/** A player's seat on the match's details, saying how their share stands. */
const seatOf = (page: Page, t: Words, name: string, state: 'paid' | 'at_club') =>
  page.getByRole('listitem', { name: `${name}, ${t(`matches.seatShare.${state}`)}` });

/**
 * An accepted player pays their share on the match's details: at the club and in coins at
 * once, by card on the sandbox's checkout, which sends them back to the match.
 */
async function payShare(
  page: Page,
  t: Words,
  language: Language,
  { matchId, method, name }: { matchId: string; method: ShareMethod; name: string },
) {
  await page.goto(`/user/find-match/${matchId}`);
  const pay = page.getByRole('button', { name: t(`matches.payShareWith.${method}`) });
  await expect.poll(() => pay.isVisible(), slow).toBe(true);
  if (method === 'cash') await screenOf(page, 'split-share-to-pay', language);
  await pay.click();
  if (method === 'card')
    await payOnCheckout(page, t, { language, matchId, screen: 'split-share-card-paid' });
  const state = method === 'cash' ? 'at_club' : 'paid';
  await expect.poll(() => seatOf(page, t, name, state).isVisible(), slow).toBe(true);
}

/**
 * Four new players (level unset: 2.5) fill a split-payment match on their phones: the first
 * creates it and pays their share by card, each other asks, is accepted and pays their share:
 * at the club, by card, in coins. The organizer then sees every seat's share: one to pay at
 * the club, three paid.
 */
async function aFilledMatch(
  server: JourneyServer,
  { players, language, days }: { players: Player[]; language: Language; days: number },
) {
  const t = wordsOf(language);
  const locale = language === 'ar' ? 'ar' : 'en-US';
  const phone = { baseUrl: server.baseUrl, width: 360 };
  const [organizer, ...joiners] = players as [Player, ...Player[]];
  await buyCoins(server.baseUrl, joiners[2]!);
  const owner = await openPhone(locale, phone);
  try {
    await signIn(owner.page, organizer.username, organizer.password);
    const matchId = await createMatch(owner.page, t, { language, days, organizer });
    const methods: ShareMethod[] = ['cash', 'card', 'coins'];
    for (const [index, joiner] of joiners.entries()) {
      const session = await openPhone(locale, phone);
      try {
        await signIn(session.page, joiner.username, joiner.password);
        await askToJoin(session.page, t, matchId);
        await acceptRequest(owner.page, t, matchId);
        await payShare(session.page, t, language, {
          matchId,
          method: methods[index]!,
          name: joiner.name,
        });
      } finally {
        await session.close();
      }
    }
    await owner.page.goto(`/user/find-match/${matchId}`);
    const seats = owner.page.getByRole('listitem', { name: /, / });
    await expect.poll(() => seats.count(), slow).toBe(4);
    expect(await seats.evaluateAll((items) => items.map((item) => item.ariaLabel))).toEqual(
      ['paid', 'at_club', 'paid', 'paid'].map(
        (state, index) => `${players[index]!.name}, ${t(`matches.seatShare.${state}`)}`,
      ),
    );
    await screenOf(owner.page, 'split-match-paid', language);
    return matchId;
  } finally {
    await owner.close();
  }
}

/**
 * A match open to join, made through the API by its organizer: players take a seat by paying
 * their share, with no request to accept.
 */
async function anOpenMatch(
  organizer: Player,
  days: number,
  levels = { padelLevelMin: 0, padelLevelMax: 5 },
) {
  const clubs = await organizer.call<Array<{ id: string; name: string }>>(
    'GET',
    '/user/club/all?type=padel',
  );
  const club = clubs.find((one) => one.name === clubName)!;
  const match = await organizer.call<{ id: string }>('POST', '/user/match', {
    gender: 'mix',
    date: new Date(`${clubDateIn(days)}T10:00:00Z`).toISOString(),
    duration: 60,
    club: club.id,
    courtType: 'indoor',
    privacy: 'public',
    ...levels,
    openJoin: true,
  });
  return match.id;
}

/**
 * Find Match says "at your level" from the player's level as results have moved it: Olga,
 * signed in before her win (no level then), finds a 2.6 to 2.8 match at her new 2.7.
 */
async function atYourLevelNow(
  page: Page,
  t: Words,
  { language, days, organizer }: { language: Language; days: number; organizer: Player },
) {
  const date = clubDateIn(days + 10);
  await anOpenMatch(organizer, days + 10, { padelLevelMin: 2.6, padelLevelMax: 2.8 });
  await page.goto('/user/find-match');
  await page.getByLabel(t('matches.filters.date'), { exact: true }).fill(date);
  const card = page.getByRole('listitem').filter({ hasText: clubName }).first();
  await expect.poll(() => card.isVisible(), slow).toBe(true);
  expect(await card.textContent()).toContain(t('results.atYourLevel'));
  await screenOf(page, 'find-match-at-your-level', language);
}

interface MatchView {
  id: string;
  request: Array<{ id: string }>;
}

/**
 * Four players fill a match at a club through the API: the first makes it, the others ask and
 * are accepted; then it is played yesterday.
 */
async function aPlayedMatchAt(
  server: JourneyServer,
  players: Player[],
  days: number,
  clubId: string,
) {
  const [owner, ...others] = players as [Player, ...Player[]];
  const clubs = await owner.call<Array<{ id: string; courtTypes: string[] }>>(
    'GET',
    '/user/club/all?type=padel',
  );
  const club = clubs.find((one) => one.id === clubId)!;
  const match = await owner.call<MatchView>('POST', '/user/match', {
    gender: 'mix',
    date: new Date(`${clubDateIn(days)}T09:00:00Z`).toISOString(),
    duration: 60,
    club: club.id,
    courtType: club.courtTypes[0],
    privacy: 'public',
    padelLevelMin: 0,
    padelLevelMax: 5,
  });
  for (const player of others) {
    await player.call('POST', `/user/match/${match.id}`, { phone: '0101234567' });
    const asked = await owner.call<MatchView>('GET', `/user/match/${match.id}`);
    await owner.call('PATCH', `/user/match-request/${asked.request[0]!.id}/confirm`);
  }
  playedYesterday(server, match.id);
  return match.id;
}

async function screenOf(page: Page, name: string, language: Language) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}-${language}`).toBeLessThanOrEqual(0);
  await checkScreen(page, `${name}-${language}`);
}

/** The first player records 6-3 6-4 for their pair on the match's details. */
async function recordResult(page: Page, t: Words, matchId: string, language: Language) {
  await page.goto(`/user/find-match/${matchId}`);
  const record = page.getByRole('button', { name: t('results.record') });
  await expect.poll(() => record.isVisible()).toBe(true);
  const games = page.getByRole('combobox');
  for (const [index, value] of ['6', '3', '6', '4'].entries())
    await games.nth(index).selectOption(value);
  await screenOf(page, 'result-record', language);
  await record.click();
  await expect.poll(() => page.getByText(t('results.waiting')).isVisible()).toBe(true);
  await screenOf(page, 'result-recorded', language);
}

/** A player of the other pair confirms it, then sees their level on the profile. */
async function confirmResult(page: Page, t: Words, matchId: string, language: Language) {
  // Told in the app to answer the result, they open the match from the notification.
  await page.goto('/user/notifications');
  const notice = page.getByRole('button', {
    name: new RegExp(t('notifications.kinds.match_result_recorded.title')),
  });
  await expect.poll(() => notice.isVisible(), slow).toBe(true);
  expect(await notice.textContent()).toContain('Olga');
  await screenOf(page, 'result-notice', language);
  await notice.click();
  await page.waitForURL(`**/user/find-match/${matchId}`);
  const confirm = page.getByRole('button', { name: t('results.confirm') });
  await expect.poll(() => confirm.isVisible()).toBe(true);
  await screenOf(page, 'result-answer', language);
  await confirm.click();
  await expect.poll(() => page.getByText(t('results.status.confirmed')).isVisible()).toBe(true);
  await screenOf(page, 'result-confirmed', language);
  await page.goto('/user/profile');
  const card = page.getByRole('region', { name: t('results.levelTitle') });
  await expect.poll(() => card.isVisible()).toBe(true);
  await card.scrollIntoViewIfNeeded();
  await screenOf(page, 'result-profile', language);
  return card.textContent();
}

describe('a split-payment match, its result and the levels', () => {
  let server: JourneyServer;
  beforeAll(async () => {
    server = await startEmptyServer();
    world = await buildWorld(server.baseUrl, {
      clubs: [aChamberiIndoorClub(clubName)],
    });
  });
  afterAll(() => server?.stop());

  it.each([
    ['en', 'en-US', 30],
    ['ar', 'ar', 31],
  ] as const)(
    'four players fill and pay a match, play it, record and confirm its result, and the levels move (%s, 360 px)',
    async (language, locale, days) => {
      const t = wordsOf(language);
      const players = [];
      for (const name of ['Olga', 'Ana', 'Bea', 'Carl'])
        players.push(await aPlayer(server.baseUrl, name));
      const matchId = await aFilledMatch(server, { players, language, days });
      playedYesterday(server, matchId);

      const recorder = await openPhone(locale, { baseUrl: server.baseUrl, width: 360 });
      const answerer = await openPhone(locale, { baseUrl: server.baseUrl, width: 360 });
      try {
        await signIn(recorder.page, players[0]!.username, players[0]!.password);
        await recordResult(recorder.page, t, matchId, language);
        await signIn(answerer.page, players[2]!.username, players[2]!.password);
        const profile = await confirmResult(answerer.page, t, matchId, language);
        // Both pairs were level 2.5 (no level set): one even win moves each player by 0.2
        // (padel-rating.test.ts works the first match of its season out by hand).
        expect(profile).toMatch(/2\.3|٢٫٣/);
        await atYourLevelNow(recorder.page, t, { language, days, organizer: players[3]! });
      } finally {
        await recorder.close();
        await answerer.close();
      }
      const levels = await Promise.all(
        players.map((player) =>
          player.call<{ level: number; confirmedMatches: number; reliability: number }>(
            'GET',
            `/user/player/${player.id}/level`,
          ),
        ),
      );
      expect(levels.map((one) => one.level)).toEqual([2.7, 2.7, 2.3, 2.3]);
      expect(levels.map((one) => one.reliability)).toEqual([4, 4, 4, 4]);
    },
    240_000,
  );
  it.each([
    ['en', 'en-US', 34],
    ['ar', 'ar', 35],
  ] as const)(
    'a player takes a seat of a match open to join by paying their share at once (%s, 360 px)',
    async (language, locale, days) => {
      const t = wordsOf(language);
      const organizer = await aPlayer(server.baseUrl, 'Olga');
      const player = await aPlayer(server.baseUrl, 'Dana');
      const matchId = await anOpenMatch(organizer, days);
      const { close, page } = await openPhone(locale, { baseUrl: server.baseUrl, width: 360 });
      try {
        await signIn(page, player.username, player.password);
        await page.goto(`/user/find-match/${matchId}`);
        const atClub = page.getByRole('button', { name: t('matches.takeSeatWith.cash') });
        await expect.poll(() => atClub.isVisible(), slow).toBe(true);
        await page.getByLabel(t('matches.phone')).fill('0101234567');
        await screenOf(page, 'take-seat', language);
        await atClub.click();
        const taken = page.getByRole('heading', { name: t('matches.seatTaken.title') });
        await expect.poll(() => taken.isVisible(), slow).toBe(true);
        await screenOf(page, 'seat-taken', language);
        await page.getByRole('button', { name: t('alerts.ok') }).click();
        await expect
          .poll(() => seatOf(page, t, player.name, 'at_club').isVisible(), slow)
          .toBe(true);
      } finally {
        await close();
      }
    },
    120_000,
  );
  it.each([
    ['en', 'en-US', 32],
    ['ar', 'ar', 33],
  ] as const)(
    "the club's owner corrects a disputed result, checked by the padel rules (%s, 360 px)",
    async (language, locale, days) => {
      const t = wordsOf(language);
      const { owner, id: clubId } = world.club(clubName);
      const players = [];
      for (const name of ['Dora', 'Eva', 'Fede', 'Gil'])
        players.push(await aPlayer(server.baseUrl, name));
      const matchId = await aPlayedMatchAt(server, players, days, clubId);
      const sets = [
        { a: 6, b: 3 },
        { a: 6, b: 4 },
      ];
      await players[0]!.call('POST', `/user/match/${matchId}/result`, { sets });
      await players[2]!.call('PATCH', `/user/match/${matchId}/result/dispute`);

      const phone = await openPhone(locale, { baseUrl: server.baseUrl, width: 360 });
      try {
        const { page } = phone;
        await signIn(page, owner.username, owner.password);
        await page.goto('/user/disputed-results');
        const card = page.getByRole('listitem').filter({ hasText: 'Dora' });
        await card.getByRole('button', { name: t('results.correct') }).click();
        const games = card.getByRole('combobox');
        await games.nth(2).selectOption('4');
        await games.nth(3).selectOption('6');
        const stand = card.getByRole('button', { name: t('results.standCorrected') });
        await stand.click();
        // One set each: the padel rules want a third before the score can stand.
        await expect
          .poll(() => card.getByText(t('results.problem.undecided_match')).isVisible())
          .toBe(true);
        await screenOf(page, 'result-correct', language);
        await games.nth(4).selectOption('3');
        await games.nth(5).selectOption('6');
        await stand.click();
        await expect.poll(() => card.count()).toBe(0);
      } finally {
        await phone.close();
      }
      // The corrected score stands: the pair that won it by the owner's sets moves up.
      const [loser, , winner] = await Promise.all(
        players.map((player) =>
          player.call<{ level: number }>('GET', `/user/player/${player.id}/level`),
        ),
      );
      expect(winner!.level).toBeGreaterThan(loser!.level);
    },
  );
});
