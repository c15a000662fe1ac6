import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clubHourToUtc } from '@courtside/shared';
import { clubDateIn } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import {
  addChampionship,
  approveOnSandbox,
  buildWorld,
  startEmptyServer,
  type Account,
  type World,
} from './support/club-world.js';
import type { JourneyServer } from './support/server.js';
import { fillChampionshipForm, saveChampionshipForm } from './support/championship-form.js';
import { overflow, toArabic } from './support/phone-language.js';
import { checkScreen, screenSettled } from './support/screens.js';

const clubName = 'Club Deportivo Arganzuela';
const narrow = { width: 360, height: 780 };
const soon = { timeout: 20_000 };
const teams = ['Ana', 'Bruno', 'Carla', 'Diego', 'Eva', 'Fran'];
/** Three evenings in a row, a few weeks ahead. */
const evenings = [clubDateIn(21), clubDateIn(22), clubDateIn(23)];

/** Each player applies; `accept` decides who is accepted; each accepted one pays by card. */
async function applyAndPay(
  world: World,
  championshipId: string,
  players: Account[],
  accept: (requestIds: string[]) => Promise<void>,
) {
  const requests: string[] = [];
  for (const player of players)
    requests.push(
      (await player.call<{ id: string }>('POST', `/user/champion/${championshipId}`)).id,
    );
  await accept(requests);
  for (const [index, player] of players.entries()) {
    const checkout = await player.call<{ formUrl: string }>(
      'POST',
      `/user/champion-request/${requests[index]}/payment/card`,
      {},
    );
    await approveOnSandbox(world.baseUrl, checkout.formUrl);
  }
}

/** The owner accepts every request waiting, from the championship's Requests dialog. */
async function acceptAllOnScreen(page: Page, championshipId: string, count: number) {
  await page.goto(`/user/champion-request/${championshipId}`);
  await page.getByRole('button', { name: 'Requests' }).click(soon);
  const dialog = page.getByRole('dialog', { name: 'Requests' });
  for (let accepted = 0; accepted < count; accepted += 1) {
    await dialog
      .getByRole('button', { name: /^Accept / })
      .first()
      .click(soon);
    const ask = page.getByRole('dialog', { name: /^Accept .+\?$/ });
    await ask.getByRole('button', { name: 'Accept', exact: true }).click();
    await ask.waitFor({ state: 'hidden' });
  }
  await expect.poll(() => dialog.getByText('No requests waiting.').isVisible(), soon).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** The owner draws a single league and places it on both pitches over the three evenings. */
async function drawAndPlace(page: Page, championshipId: string) {
  await page.goto(`/user/champion/${championshipId}`);
  const season = page.getByRole('region', { name: 'Season' });
  const draw = season.getByRole('button', { name: 'Draw the fixtures' });
  await draw.waitFor(soon);
  await season.scrollIntoViewIfNeeded();
  await checkScreen(page, 'league-setup-en');
  await draw.click();
  await expect.poll(() => page.getByText('Fixtures drawn').isVisible(), soon).toBe(true);
  const plan = page.getByRole('region', { name: 'Place the fixtures' });
  for (const evening of evenings) {
    await plan.getByRole('textbox', { name: 'Match day' }).fill(evening);
    await plan.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await plan.getByRole('combobox', { name: 'From' }).selectOption({ label: '18:00' });
  await plan.getByRole('combobox', { name: 'Until' }).selectOption({ label: '23:00' });
  await plan.getByRole('button', { name: 'Place on the courts' }).click();
  await expect
    .poll(() => page.getByRole('status').getByText('Fixtures placed: 15.').isVisible(), soon)
    .toBe(true);
  await checkScreen(page, 'league-placed-en');
}

/** The owner enters round 1's results; the first match has a scorer with two goals. */
async function enterRoundOne(page: Page) {
  const fixtures = page.getByRole('region', { name: 'Fixtures' });
  const scores: Array<[number, number]> = [
    [2, 0],
    [1, 1],
    [0, 3],
  ];
  for (const [index, [home, away]] of scores.entries()) {
    await fixtures
      .getByRole('button', { name: `Enter result of match ${index + 1}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: `Result of match ${index + 1}` });
    await dialog.getByRole('button', { name: 'Save result' }).waitFor(soon);
    const [homeField, awayField] = await dialog.getByRole('spinbutton').all();
    await homeField!.fill(String(home));
    await awayField!.fill(String(away));
    if (index === 0) {
      await dialog.getByRole('button', { name: 'Add a scorer' }).click();
      await dialog.getByRole('textbox', { name: 'Scorer' }).fill('Nacho Pérez');
      await dialog.getByRole('spinbutton', { name: 'Goals' }).fill('2');
      await checkScreen(page, 'league-result-en');
    }
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await dialog.waitFor({ state: 'hidden', ...soon });
  }
}

/**
 * The championship's fixtures still to be played are moved, in the server's database, to an
 * evening that has just ended: a captain proposes a result once its match is over.
 */
function playedAnHourAgo(server: JourneyServer, championshipId: string) {
  const db = new Database(server.env.DATABASE_URL!.replace(/^sqlite:/, ''));
  const hour = 3_600_000;
  const end = Math.floor(Date.now() / hour) * hour - hour;
  db.prepare(
    "update championship_fixtures set starts_at = ?, ends_at = ? where championship_id = ? and status = 'scheduled'",
  ).run(new Date(end - hour).toISOString(), new Date(end).toISOString(), championshipId);
  db.close();
}

/**
 * Ana, her team's captain, adds a player known by name only to her roster, and sends the
 * result of her next match, which waits for the other captain.
 */
async function captainsPart(page: Page) {
  const teams = page.getByRole('region', { name: 'Teams' });
  await teams.getByRole('button', { name: 'Add a player' }).first().click();
  const add = page.getByRole('dialog', { name: /^Add a player to / });
  await add.getByRole('switch', { name: 'By name only (no account)' }).check(soon);
  await add.getByRole('textbox', { name: 'Player’s name' }).fill('Nacho Pérez');
  await add.getByRole('button', { name: 'Add a player' }).click();
  await add.waitFor({ state: 'hidden', ...soon });
  await expect.poll(() => teams.getByText('Nacho Pérez').isVisible(), soon).toBe(true);
  await teams.scrollIntoViewIfNeeded();
  await checkScreen(page, 'league-roster-en');

  const fixtures = page.getByRole('region', { name: 'Fixtures' });
  await fixtures
    .getByRole('button', { name: /^Enter result of match / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Result of match / });
  await dialog.getByRole('button', { name: 'Save result' }).waitFor(soon);
  const [home] = await dialog.getByRole('spinbutton').all();
  await home!.fill('2');
  await checkScreen(page, 'league-proposal-en');
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await dialog.waitFor({ state: 'hidden', ...soon });
  await expect
    .poll(() => fixtures.getByText('Result waiting for confirmation').first().isVisible(), soon)
    .toBe(true);
}

describe('a championship that is played: fixtures on the courts, results and the table', () => {
  let server: JourneyServer;
  let world: World;
  beforeAll(async () => {
    server = await startEmptyServer();
    world = await buildWorld(server.baseUrl, {
      clubs: [
        {
          name: clubName,
          address: 'Paseo de la Chopera 10, 28045 Madrid',
          latitude: 40.3999,
          longitude: -3.6995,
          owner: { name: 'Marisa' },
          courts: [
            { name: 'Pitch A', sport: 'football', capacity: 5, price: 6000 },
            { name: 'Pitch B', sport: 'football', capacity: 5, price: 6000 },
            { name: 'Pista Central', sport: 'padel', price: 3200 },
          ],
        },
      ],
      players: teams.map((name) => ({
        name,
        sports: ['football' as const],
        birthdate: '1994-05-20',
      })),
    });
  });
  afterAll(() => server.stop());

  let owner: Session;
  let player: Session;
  beforeEach(async () => {
    [owner, player] = await Promise.all([
      openPhone('en-US', { baseUrl: server.baseUrl, width: narrow.width }),
      openPhone('en-US', { baseUrl: server.baseUrl, width: narrow.width }),
    ]);
  });
  afterEach(() => Promise.all([owner.close(), player.close()]));

  it('places a six-team league on two pitches over three evenings, and a player sees the table change live', async () => {
    const club = world.club(clubName);
    // The owner creates the league on the app: three evenings, Pitch A held all along.
    await signIn(owner.page, club.owner.username, club.owner.password);
    await fillChampionshipForm(owner.page, {
      club: clubName,
      name: 'Liga de Otoño',
      startDate: evenings[0]!,
      startHour: '17:00',
      endDate: evenings[2]!,
      endHour: '23:00',
      format: '5',
      court: 'Pitch A',
      bornFrom: '1980',
      participants: '6',
      price: '10',
      description: 'Five-a-side league, three evenings.',
    });
    await checkScreen(owner.page, 'league-create-en');
    await saveChampionshipForm(owner.page, clubName);
    const listed = await club.owner.get<Array<{ id: string; name: string }>>('/user/champion');
    const league = listed.find((c) => c.name === 'Liga de Otoño')!;
    await applyAndPay(world, league.id, teams.map(world.player), () =>
      acceptAllOnScreen(owner.page, league.id, teams.length),
    );
    await drawAndPlace(owner.page, league.id);

    // The owner's grid: Pitch B's evening holds its matches; Pitch A is the championship's own
    // all along, its matches played inside that hold.
    await owner.page.goto(`/user/manage-reservation?date=${evenings[0]}`);
    await screenSettled(owner.page);
    const cell = (pitch: string) =>
      owner.page.getByRole('button', { name: new RegExp(`^${pitch}, 18:00, `) });
    await expect
      .poll(() => cell('Pitch B').getAttribute('aria-label'), soon)
      .toContain('Championship match');
    expect(await cell('Pitch A').getAttribute('aria-label')).toContain('Championship');
    await checkScreen(owner.page, 'league-grid-en');

    // Ana follows the table on the championship's page while the owner enters results.
    const ana = world.player('Ana');
    await signIn(player.page, ana.username, ana.password);
    // Her team's first match waits for her on the home, and opens the championship's page.
    await player.page.goto('/user');
    const next = player.page.getByRole('link', { name: /Your next match/ });
    await expect.poll(() => next.textContent(), soon).toMatch(/· 18:00 · Pitch [AB] · /);
    await checkScreen(player.page, 'home-next-match-en');
    await next.click();
    await player.page.waitForURL(`**/user/champion/${league.id}`);
    const table = player.page.getByRole('table', { name: 'Table' });
    await expect.poll(() => table.getByRole('row').count(), soon).toBe(teams.length + 1);
    await checkScreen(player.page, 'league-table-before-en');

    await owner.page.goto(`/user/champion/${league.id}`);
    await enterRoundOne(owner.page);

    // Without a reload: three wins' points at the top, the scorer in the list.
    const scorers = player.page.getByRole('list', { name: 'Top scorers' });
    await expect.poll(() => scorers.getByText('Nacho Pérez').isVisible(), soon).toBe(true);
    const points = table.getByRole('row').nth(1).getByRole('cell').last();
    await expect.poll(() => points.textContent(), soon).toBe('3');
    expect(await overflow(player.page)).toBeLessThanOrEqual(0);
    await checkScreen(player.page, 'league-table-after-en');

    playedAnHourAgo(server, league.id);
    await player.page.reload();
    await captainsPart(player.page);

    await toArabic(player.page);
    await player.page.goto(`/user/champion/${league.id}`);
    await player.page.getByRole('table', { name: 'الترتيب' }).waitFor(soon);
    expect(await overflow(player.page)).toBeLessThanOrEqual(0);
    await checkScreen(player.page, 'league-table-ar');
  }, 240_000);

  it('fills a knockout’s final from its semi-final, the top seed through on a bye', async () => {
    const club = world.club(clubName);
    const cup = await addChampionship(club, {
      name: 'Copa Relámpago',
      court: 'Pitch B',
      from: clubHourToUtc(clubDateIn(30), 17, club.timeZone)!,
      to: clubHourToUtc(clubDateIn(30), 22, club.timeZone)!,
      participantsNumber: 4,
      maxAge: 1980,
      price: 500,
      inviteOnly: 1,
    });
    const three = ['Ana', 'Bruno', 'Carla'].map(world.player);
    await applyAndPay(world, cup.id, three, async (requests) => {
      for (const request of requests)
        await club.owner.call('PATCH', `/user/champion-request/${request}/confirm`);
    });
    type Side = { teamId: string | null };
    const season = await club.owner.call<{
      rounds: Array<{ fixtures: Array<{ id: string; home: Side; away: Side }> }>;
    }>('PUT', `/user/champion/${cup.id}/season`, {
      format: { kind: 'knockout', seeding: 'order' },
      seeding: 'order',
    });
    // The one semi-final played: the second and third seeds; the first goes through on a bye.
    const semi = season.rounds[0]!.fixtures.find((f) => f.home.teamId && f.away.teamId);
    await club.owner.call('PUT', `/user/champion/${cup.id}/season/fixtures/${semi!.id}/result`, {
      homeScore: 1,
      awayScore: 4,
    });

    const ana = world.player('Ana');
    await signIn(player.page, ana.username, ana.password);
    await player.page.goto(`/user/champion/${cup.id}`);
    const bracket = player.page.getByRole('group', { name: 'Bracket' });
    await bracket.waitFor(soon);
    const final = bracket.getByRole('listitem').last();
    // The final waits no more: Ana (top seed, through on the bye) meets the semi-final's winner.
    await expect.poll(() => final.textContent(), soon).not.toContain('Winner of match');
    expect(await final.textContent()).toContain('Ana');
    await checkScreen(player.page, 'knockout-bracket-en');
    await toArabic(player.page);
    await player.page.goto(`/user/champion/${cup.id}`);
    await player.page.getByRole('group', { name: 'شجرة الأدوار الإقصائية' }).waitFor(soon);
    await checkScreen(player.page, 'knockout-bracket-ar');
  });

  it('plays a padel league in sets: the owner enters a match’s sets and the table counts sets and games', async () => {
    const club = world.club(clubName);
    const padel = await addChampionship(club, {
      name: 'Liga de Parejas',
      court: 'Pista Central',
      from: clubHourToUtc(clubDateIn(35), 17, club.timeZone)!,
      to: clubHourToUtc(clubDateIn(35), 22, club.timeZone)!,
      participantsNumber: 4,
      maxAge: 1980,
      price: 500,
      inviteOnly: 1,
    });
    const pairs = ['Ana', 'Bruno', 'Carla', 'Diego'].map(world.player);
    await applyAndPay(world, padel.id, pairs, async (requests) => {
      for (const request of requests)
        await club.owner.call('PATCH', `/user/champion-request/${request}/confirm`);
    });
    await club.owner.call('PUT', `/user/champion/${padel.id}/season`, {
      format: { kind: 'league', legs: 1 },
    });

    // The owner enters match 1 as three sets, checked by the padel rules as they are sent.
    await signIn(owner.page, club.owner.username, club.owner.password);
    await owner.page.goto(`/user/champion/${padel.id}`);
    const fixtures = owner.page.getByRole('region', { name: 'Fixtures' });
    await fixtures
      .getByRole('button', { name: 'Enter result of match 1', exact: true })
      .click(soon);
    const dialog = owner.page.getByRole('dialog', { name: 'Result of match 1' });
    const games = dialog.getByRole('combobox');
    await expect.poll(() => games.count(), soon).toBe(6);
    for (const [index, value] of ['6', '4', '3', '6', '7', '5'].entries())
      await games.nth(index).selectOption(value);
    await checkScreen(owner.page, 'padel-league-result-en');
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await dialog.waitFor({ state: 'hidden', ...soon });
    await expect.poll(() => fixtures.getByText('6-4 3-6 7-5').isVisible(), soon).toBe(true);

    // A player reads the table in sets and games; padel has no scorers' list.
    const ana = world.player('Ana');
    await signIn(player.page, ana.username, ana.password);
    await player.page.goto(`/user/champion/${padel.id}`);
    const table = player.page.getByRole('table', { name: 'Table' });
    await table.getByRole('columnheader', { name: 'Games won' }).waitFor(soon);
    const leader = table.getByRole('row').nth(1).getByRole('cell');
    // Played 1, won 1, lost 0, sets 2-1, +1, games 16-15, 3 points.
    await expect
      .poll(() => leader.allTextContents(), soon)
      .toEqual(['1', '1', '1', '0', '2', '1', '+1', '16', '15', '3']);
    expect(await player.page.getByRole('region', { name: 'Top scorers' }).count()).toBe(0);
    expect(await overflow(player.page)).toBeLessThanOrEqual(0);
    await checkScreen(player.page, 'padel-league-table-en');
    await toArabic(player.page);
    await player.page.goto(`/user/champion/${padel.id}`);
    await player.page.getByRole('table', { name: 'الترتيب' }).waitFor(soon);
    expect(await overflow(player.page)).toBeLessThanOrEqual(0);
    await checkScreen(player.page, 'padel-league-table-ar');
  });
});
