import { utcToClubLocal } from '@courtside/shared';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, signIn, type Session } from './support/browser.js';
import { buildWorld, type Account, type World } from './support/club-world.js';
import { journeyServerUrl } from './support/journey-server.js';
import { checkScreen } from './support/screens.js';
import { wordsOf, type Language, type Words } from './support/words.js';

const clubName = 'Chamberí Padel Indoor';
/** The hours the form is given, read on the club's clock wherever the phone is. */
const matchHours = '10:00 – 11:00';

interface MatchView {
  id: string;
  date: string;
  tab: string | null;
  club: { id: string; name: string; timeZone: string };
  court: { id: string; name: string } | null;
  participants: Array<{ id: string } | null>;
}

/**
 * Chooses the language in the menu, as a player would; the choice is kept on the device. An
 * Arabic browser's phone is in Arabic from its first visit: nothing to choose.
 */
async function chooseLanguage(page: Page, language: Language) {
  if (language === (await page.evaluate(() => document.documentElement.lang))) return;
  await page.goto('/user/menu');
  await page.getByText('Select Language').click();
  await page.getByText('العربية').click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
}

/**
 * A screen of the journey: nothing spills past the phone's width (mirrored too), axe finds no
 * serious violation, and its picture is kept as `<name>-<language>.png`.
 */
async function screenOf(page: Page, name: string, language: Language) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}-${language}`).toBeLessThanOrEqual(0);
  await checkScreen(page, `${name}-${language}`);
}

/**
 * A day some weeks ahead, at 10:00 on the club's clock (Madrid; the phone's clock is UTC);
 * each language's run has its own day.
 */
function matchDay(language: Language): { local: string; date: string } {
  const ahead = language === 'en' ? 40 : 41;
  const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
  return { local: `${day}T10:00`, date: day };
}

/** The tab of My matches the match is under for a player. */
async function tabOf(player: Account, matchId: string) {
  const mine = await player.get<MatchView[]>(`/user/${player.id}/match`);
  return mine.find((match) => match.id === matchId)?.tab ?? null;
}

/** The owner fills the form (one reserved seat) and is taken to the new match's details. */
async function createMatch(page: Page, t: Words, language: Language, local: string) {
  await page.goto('/user/create-match');
  // An empty form says what is missing, field by field, instead of doing nothing. The button
  // tells assistive technology the form is not ready (aria-disabled), yet it can be pressed.
  await page.getByRole('button', { name: t('matches.create') }).click({ force: true });
  await expect.poll(() => page.getByText(t('matches.missing.club')).isVisible()).toBe(true);
  const gender = page.getByRole('group', { name: t('matches.genderLabel') });
  expect(await gender.getAttribute('aria-invalid')).toBe('true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenOf(page, 'create-match-missing', language);
  await page.getByRole('button', { name: t('matches.gender.mix') }).click();
  await page.getByLabel(t('matches.date')).fill(local);
  // Each club says which types of court it has; the form offers only those.
  await page.getByRole('combobox', { name: new RegExp(`^${t('matches.club')}`) }).click();
  const club = page.getByRole('option', { name: clubName });
  expect(await club.textContent()).toBe(`${clubName}${t('matches.courtType.indoor')}`);
  await screenOf(page, 'create-match-clubs', language);
  await club.click();
  // The clubs' list is gone before the courts' opens, so that their options are not counted.
  await expect.poll(() => page.getByRole('option').count()).toBe(0);
  const types = page.getByRole('group', { name: t('matches.courtTypeLabel') });
  expect(await types.getByRole('button').allTextContents()).toEqual([
    t('matches.courtType.indoor'),
  ]);
  expect(
    await types
      .getByRole('button', { name: t('matches.courtType.indoor') })
      .getAttribute('aria-pressed'),
  ).toBe('true');
  // The organizer may choose the court: each at its price for the hour, the cheapest first.
  await page.getByRole('combobox', { name: new RegExp(`^${t('matches.court')}`) }).click();
  const courts = page.getByRole('option');
  await expect.poll(() => courts.count()).toBeGreaterThan(1);
  expect(await courts.first().textContent()).toBe(t('matches.anyCourt'));
  await screenOf(page, 'create-match-courts', language);
  const chosenCourt = await courts.nth(1).evaluate((option) => option.firstChild!.textContent!);
  await courts.nth(1).click();
  await page
    .getByRole('group', { name: t('matches.reservedSeats') })
    .getByRole('button', { name: '1' })
    .click();
  // When it must be full: 24 hours before by default, cancelled then unless covered.
  const fillBy = page.getByRole('combobox', { name: t('matches.fillBy') });
  expect(await fillBy.textContent()).toBe(t('matches.hoursBefore', { count: '24' }));
  await fillBy.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenOf(page, 'create-match-fill', language);
  // The picture shows the 'Date and hour' field, as given, on the club's clock.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenOf(page, 'create-match', language);
  await page.getByRole('button', { name: t('matches.create') }).click();
  await expect.poll(() => page.getByText(t('matches.added')).isVisible()).toBe(true);
  await screenOf(page, 'match-added', language);
  await page.getByRole('button', { name: t('alerts.ok') }).click();
  await page.waitForURL('**/user/find-match/**');
  const courtFact = `${chosenCourt} · ${t('matches.courtType.indoor')}`;
  await expect.poll(() => page.getByText(courtFact, { exact: true }).isVisible()).toBe(true);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/** The asker finds the match on its day and asks to join with `partner` beside them. */
async function askWithPartner(
  asker: Session,
  t: Words,
  language: Language,
  matchId: string,
  partner: Account,
) {
  const { page } = asker;
  await page.goto('/user/find-match');
  await page.getByLabel(t('matches.filters.date'), { exact: true }).fill(matchDay(language).date);
  const card = page
    .getByRole('listitem')
    .filter({ hasText: clubName })
    .filter({ hasText: matchHours })
    .first();
  await expect.poll(() => card.isVisible()).toBe(true);
  await screenOf(page, 'find-match', language);
  await card.getByRole('button').click();
  await page.waitForURL(`**/user/find-match/${matchId}`);
  const phone = page.getByLabel(t('matches.phone'));
  await phone.fill('0101234567');
  await expect.poll(() => phone.inputValue()).toBe('010 1234 567');
  // The picker finds the partner by their username; it never lists every player.
  await page.getByLabel(t('matches.partners')).fill(partner.username);
  await page
    .getByRole('option', { name: new RegExp(partner.name) })
    .first()
    .click();
  await screenOf(page, 'match-join', language);
  await page.getByRole('button', { name: t('matches.sendRequest') }).click();
  await expect.poll(() => page.getByText(t('matches.requestSent')).isVisible()).toBe(true);
  await screenOf(page, 'request-sent', language);
  await page.getByRole('button', { name: t('alerts.ok') }).click();
}

/** The partner, named by the asker, opens the match and accepts to play with them. */
async function acceptAsPartner(
  partner: Session,
  t: Words,
  language: Language,
  matchId: string,
  asker: Account,
) {
  const { page } = partner;
  const { firstName, lastName } = await asker.get<{ firstName: string; lastName: string | null }>(
    '/auth/me',
  );
  const name = [firstName, lastName].filter(Boolean).join(' ');
  await page.goto(`/user/find-match/${matchId}`);
  const accept = page.getByRole('button', { name: t('matches.partnerAsk.accept'), exact: true });
  await expect.poll(() => accept.isVisible()).toBe(true);
  await screenOf(page, 'partner-ask', language);
  await accept.click();
  const accepted = page.getByText(t('matches.partnerAsk.accepted', { name }));
  await expect.poll(() => accepted.isVisible()).toBe(true);
}

/** The owner opens the request from My matches (only the owner can) and accepts it. */
async function acceptFromMyMatches(page: Page, t: Words, language: Language, matchId: string) {
  await page.goto('/user/matches');
  const signed = page.getByRole('list', { name: t('matches.tabs.signed') });
  // The new match (10:00 to 11:00 on the club's clock) among the organizer's matches.
  const card = signed
    .getByRole('listitem')
    .filter({ hasText: clubName })
    .filter({ hasText: matchHours })
    .filter({ hasText: t('matches.requestsCount', { n: '1' }) });
  await expect.poll(() => card.first().isVisible()).toBe(true);
  await screenOf(page, 'my-matches-signed', language);
  await card.first().getByRole('button').click();
  await page.waitForURL(`**/user/matches/${matchId}/request`);
  const accept = page.getByRole('button', { name: new RegExp(`^${t('matches.accept')}`) });
  await expect.poll(() => accept.isVisible()).toBe(true);
  await screenOf(page, 'match-requests', language);
  await accept.click();
  await expect.poll(() => page.getByText(t('matches.noRequests')).isVisible()).toBe(true);
}

describe('match journeys', () => {
  // An indoor padel club of two courts at different prices, and three players of it.
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(journeyServerUrl(), {
      clubs: [
        {
          name: clubName,
          address: 'Calle de Fuencarral 140, 28010 Madrid',
          latitude: 40.4321,
          longitude: -3.7024,
          owner: { name: 'Beatriz' },
          courts: [
            { name: 'Pista Central', capacity: 4, courtType: 'indoor', price: 3200 },
            { name: 'Pista 2', capacity: 4, courtType: 'indoor', price: 2600 },
          ],
        },
      ],
      players: [{ name: 'Pablo' }, { name: 'Sofía' }, { name: 'Teo' }],
    });
  });
  const sessions: Session[] = [];
  const phone = async (player: Account, language: Language) => {
    const session = await openPhone(language === 'ar' ? 'ar' : 'en-US');
    sessions.push(session);
    await signIn(session.page, player.username, player.password);
    await chooseLanguage(session.page, language);
    return session;
  };
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((session) => session.close()));
  });

  it.each(['en', 'ar'] as const)(
    '(%s) a player creates a match with a reserved seat, another asks with a partner, the partner accepts to play, the organizer accepts: confirmed for all three',
    async (language) => {
      const t = wordsOf(language);
      const organizer = world.player('Pablo');
      const askerPlayer = world.player('Sofía');
      const partner = world.player('Teo');
      const owner = await phone(organizer, language);
      const matchId = await createMatch(owner.page, t, language, matchDay(language).local);
      await expect.poll(() => owner.page.getByText(t('matches.courtPrice')).isVisible()).toBe(true);
      await expect.poll(() => owner.page.getByText(matchHours).isVisible()).toBe(true);
      await screenOf(owner.page, 'match-owner-details', language);
      // Its form, opened to change it, is titled as an edit.
      await owner.page.goto(`/user/create-match?id=${matchId}`);
      await expect
        .poll(() =>
          owner.page.getByRole('heading', { level: 1, name: t('matches.editTitle') }).isVisible(),
        )
        .toBe(true);
      await expect
        .poll(() =>
          owner.page
            .getByRole('combobox', { name: new RegExp(`^${t('matches.club')}`) })
            .textContent(),
        )
        .toContain(clubName);
      await screenOf(owner.page, 'edit-match', language);
      expect(await tabOf(organizer, matchId)).toBe('signed');

      const asker = await phone(askerPlayer, language);
      await askWithPartner(asker, t, language, matchId, partner);
      expect(await tabOf(askerPlayer, matchId)).toBe('awaiting');
      await acceptAsPartner(await phone(partner, language), t, language, matchId, askerPlayer);

      await acceptFromMyMatches(owner.page, t, language, matchId);
      for (const player of [organizer, askerPlayer, partner])
        expect(await tabOf(player, matchId), player.name).toBe('confirmed');
      const { page } = asker;
      await page.goto('/user/matches');
      await page.getByRole('tab', { name: t('matches.tabs.confirmed') }).click();
      const confirmed = page.getByRole('list', { name: t('matches.tabs.confirmed') });
      await expect.poll(() => confirmed.getByText(clubName).first().isVisible()).toBe(true);
      await screenOf(page, 'my-matches-confirmed', language);

      // Full now: the asker sees the row on Find Match but can no longer open it.
      await page.goto('/user/find-match');
      await page
        .getByLabel(t('matches.filters.date'), { exact: true })
        .fill(matchDay(language).date);
      const full = page
        .getByRole('listitem')
        .filter({ hasText: t('matches.full') })
        .filter({ hasText: clubName });
      await expect.poll(() => full.first().isVisible()).toBe(true);
      expect(await full.first().getByRole('button').count()).toBe(0);
      await screenOf(page, 'find-match-full', language);

      // The match's court hours show booked on the booking screen: the same hour the form was
      // given and the card shows, on the club's clock although the phone's clock is UTC.
      const match = await organizer.get<MatchView>(`/user/match/${matchId}`);
      expect(match.club.timeZone).toBe('Europe/Madrid');
      const hour = utcToClubLocal(match.date, match.club.timeZone);
      expect(hour).toMatchObject({ date: matchDay(language).date, hour: 10 });
      await owner.page.goto(
        `/user/book-court/${match.club.id}?court=${match.court!.id}&date=${hour.date}`,
      );
      const hh = String(hour.hour).padStart(2, '0');
      const booked = t('slotGrid.states.booked');
      expect(matchHours.startsWith(`${hh}:00`)).toBe(true);
      const slot = owner.page.getByRole('button', { name: new RegExp(`^${hh}:00.*${booked}`) });
      await expect.poll(() => slot.first().isVisible()).toBe(true);
      await screenOf(owner.page, 'match-court-booked', language);
    },
    // Two players' phones, ten screens each checked by axe: longer than a one-screen journey.
    240_000,
  );
});
