import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubDateIn } from './support/api.js';
import { openPhone, signIn } from './support/browser.js';
import { checkScreen } from './support/screens.js';
import { startJourneyServer, type JourneyServer } from './support/server.js';

type Language = 'en' | 'ar';

/** The app's own words in a language, from its translation files. */
function wordsOf(language: Language) {
  const file = resolve(import.meta.dirname, `../public/assets/i18n/${language}.json`);
  const words = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return (key: string): string => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as never)?.[part], words);
    if (typeof found !== 'string') throw new Error(`No ${language} text for ${key}`);
    return found;
  };
}

let serial = 0;

/** A new player through the API, signed in: their username, id and a caller of the API. */
async function aPlayer(baseUrl: string, name: string) {
  const unique = `${Date.now() % 100_000}${(serial += 1)}`.padStart(7, '0').slice(-7);
  const account = { username: `res_${unique}`, password: 'journey-pass-1' };
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, Name: name, phone: `+34 657 ${unique}` }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const { token, id } = (await registered.json()) as { token: string; id: string };
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
  return { ...account, id, call };
}
type Player = Awaited<ReturnType<typeof aPlayer>>;

interface MatchView {
  id: string;
  request: Array<{ id: string }>;
}

/**
 * Four new players (level unset: 2.5) fill a match (at the club given, or the first with
 * padel courts): the first creates it, the others ask and are accepted. Then the match is moved into the past in the server's database, as if it
 * had been played yesterday: the journey cannot wait for a real match to end.
 */
async function aPlayedMatch(
  server: JourneyServer,
  players: Player[],
  days: number,
  clubId?: string,
) {
  const [owner, ...others] = players as [Player, ...Player[]];
  const clubs = await owner.call<Array<{ id: string; courtTypes: string[] }>>(
    'GET',
    '/user/club/all?type=padel',
  );
  const club = clubs.find((one) => one.courtTypes.length > 0 && (!clubId || one.id === clubId))!;
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
  const file = server.env.DATABASE_URL!.replace(/^sqlite:/, '');
  const db = new Database(file);
  const yesterday = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 26 * 3_600_000);
  db.prepare('update matches set starts_at = ? where id = ?').run(
    yesterday.toISOString(),
    match.id,
  );
  db.close();
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
async function recordResult(
  page: Page,
  t: (key: string) => string,
  matchId: string,
  language: Language,
) {
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
async function confirmResult(
  page: Page,
  t: (key: string) => string,
  matchId: string,
  language: Language,
) {
  await page.goto(`/user/find-match/${matchId}`);
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

describe('match results and levels', () => {
  let server: JourneyServer;
  beforeAll(async () => {
    server = await startJourneyServer();
  });
  afterAll(() => server?.stop());

  it.each([
    ['en', 'en-US', 30],
    ['ar', 'ar', 31],
  ] as const)(
    'a finished match is recorded and confirmed, and the levels move (%s, 360 px)',
    async (language, locale, days) => {
      const t = wordsOf(language);
      const players = [];
      for (const name of ['Olga', 'Ana', 'Bea', 'Carl'])
        players.push(await aPlayer(server.baseUrl, name));
      const matchId = await aPlayedMatch(server, players, days);

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
      } finally {
        await recorder.browser.close();
        await answerer.browser.close();
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
  );

  it.each([
    ['en', 'en-US', 32],
    ['ar', 'ar', 33],
  ] as const)(
    "the club's owner corrects a disputed result, checked by the padel rules (%s, 360 px)",
    async (language, locale, days) => {
      const t = wordsOf(language);
      const login = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: 'owner', password: 'demo1234' }),
      });
      const { token } = (await login.json()) as { token: string };
      const ownClub = await fetch(`${server.baseUrl}/api/user/me/club`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { id: clubId } = (await ownClub.json()) as { id: string };
      const players = [];
      for (const name of ['Dora', 'Eva', 'Fede', 'Gil'])
        players.push(await aPlayer(server.baseUrl, name));
      const matchId = await aPlayedMatch(server, players, days, clubId);
      const sets = [
        { a: 6, b: 3 },
        { a: 6, b: 4 },
      ];
      await players[0]!.call('POST', `/user/match/${matchId}/result`, { sets });
      await players[2]!.call('PATCH', `/user/match/${matchId}/result/dispute`);

      const phone = await openPhone(locale, { baseUrl: server.baseUrl, width: 360 });
      try {
        const { page } = phone;
        await signIn(page, 'owner');
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
        await phone.browser.close();
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
