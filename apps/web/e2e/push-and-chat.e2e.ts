import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  startLocalPushService,
  type LocalPushService,
  type PushDevice,
} from '../../server/test/helpers/local-push-service.js';
import { clubDateIn } from './support/api.js';
import { openPhone, signIn, type Session } from './support/browser.js';
import {
  aMadridClub,
  aMatch,
  buildWorld,
  startEmptyServer,
  type World,
} from './support/club-world.js';
import {
  deliverPush,
  givePhonePush,
  pushedWhere,
  shownNotices,
  tapNotice,
} from './support/phone-push.js';
import type { JourneyServer } from './support/server.js';
import { checkScreen, screenSettled } from './support/screens.js';
import { wordsOf, type Words } from './support/words.js';

const north = 'Pádel Norte';
const south = 'Pádel Sur';
const narrow = 360;
const soon = { timeout: 20_000 };
const en = wordsOf('en');
const ar = wordsOf('ar');

const match = {
  hour: 19,
  duration: 60,
  gender: 'mix',
  courtType: 'covered',
  privacy: 'public',
  padelLevelMin: 1,
  padelLevelMax: 5,
  description: 'Evening doubles',
  reservedSeats: 0,
} as const;

/** The match is moved into the past in the server's database, as if it had been played. */
function playedLastWeek(server: JourneyServer, matchId: string) {
  const db = new Database(server.env.DATABASE_URL!.replace(/^sqlite:/, ''));
  const lastWeek = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 7 * 86_400_000);
  db.prepare('update matches set starts_at = ? where id = ?').run(lastWeek.toISOString(), matchId);
  db.close();
}

/** Taps the offer to turn push on, in the page's language, once it shows. */
async function acceptPushOffer(page: Page, t: Words, screen: string) {
  const offer = page.getByRole('region', { name: t('notifications.push.offer.title') });
  await offer.waitFor(soon);
  await checkScreen(page, screen);
  await offer.getByRole('button', { name: t('notifications.push.offer.turnOn') }).click();
  await expect
    .poll(() => page.getByText(t('notifications.push.turnedOn')).isVisible(), soon)
    .toBe(true);
}

describe('players come back: push, chat, favourite clubs and people played with', () => {
  let server: JourneyServer;
  let pushService: LocalPushService;
  let world: World;
  let olga: Session;
  let ana: Session;
  let olgaPhone: PushDevice;
  let anaPhone: PushDevice;
  beforeAll(async () => {
    // Two clubs on an empty server, Olga who organizes in English, Ana who plays in Arabic.
    [server, pushService] = await Promise.all([startEmptyServer(), startLocalPushService()]);
    world = await buildWorld(server.baseUrl, {
      clubs: [aMadridClub(north), aMadridClub(south, { owner: { name: 'Sergio' } })],
      players: [{ name: 'Olga' }, { name: 'Ana' }],
    });
    olgaPhone = pushService.device();
    anaPhone = pushService.device();
    const phone = { baseUrl: server.baseUrl, width: narrow, serviceWorkers: 'allow' } as const;
    [olga, ana] = await Promise.all([openPhone('en-US', phone), openPhone('ar', phone)]);
    await Promise.all([givePhonePush(olga, olgaPhone), givePhonePush(ana, anaPhone)]);
  });
  afterAll(async () => {
    await Promise.all([olga?.close(), ana?.close()]);
    await Promise.all([server?.stop(), pushService?.close()]);
  });

  it('a request pushed to the organizer opens its requests; the two chat live; a favourite comes first; an invitation is joined from its notice', async () => {
    const club = world.club(north);
    const first = await aMatch(world.player('Olga'), club, { ...match, date: clubDateIn(3) });

    // Olga has organized: her match's page offers push, and she turns it on.
    await signIn(olga.page, world.player('Olga').username, world.player('Olga').password);
    await olga.page.goto(`/user/find-match/${first.id}`);
    await acceptPushOffer(olga.page, en, 'push-offer-en');

    // Ana asks to join, in Arabic, and is offered push in turn.
    await signIn(ana.page, world.player('Ana').username, world.player('Ana').password);
    await ana.page.goto(`/user/find-match/${first.id}`);
    await ana.page.getByRole('button', { name: ar('matches.sendRequest') }).click();
    await ana.page.getByRole('button', { name: ar('alerts.ok') }).click();
    // Asking to join lets her read the match's chat at once.
    await ana.page.getByRole('region', { name: ar('chat.title') }).waitFor(soon);
    await acceptPushOffer(ana.page, ar, 'push-offer-ar');

    // Olga's phone is pushed the request, in English, and opening it shows the requests.
    const pushed = await pushedWhere(
      () => pushService.receivedAt(olgaPhone),
      (push) => push.kind === 'match_request_received',
    );
    expect(pushed).toMatchObject({
      kind: 'match_request_received',
      language: 'en',
      title: en('notifications.kinds.match_request_received.title'),
      url: `/user/matches/${first.id}/request`,
    });
    expect(pushed.body).toContain('Ana');
    await olga.page.goto('/user');
    await deliverPush(olga, pushed);
    await tapNotice(olga, en('notifications.kinds.match_request_received.title'));
    await expect.poll(() => olga.page.url(), soon).toContain(`/user/matches/${first.id}/request`);
    const accept = olga.page.getByRole('button', { name: en('matches.accept', { name: 'Ana' }) });
    await accept.waitFor(soon);
    await checkScreen(olga.page, 'push-opened-requests-en');
    await accept.click();

    // Seated together, they chat on the match's page, each seeing the other's words live.
    await Promise.all(
      [olga.page, ana.page].map((page) => page.goto(`/user/find-match/${first.id}`)),
    );
    await ana.page.getByLabel(ar('chat.field')).fill('أراكم في السابعة');
    await ana.page.getByRole('button', { name: ar('chat.send') }).click();
    const olgaChat = olga.page.getByRole('list', { name: en('chat.title') });
    await expect.poll(() => olgaChat.textContent(), soon).toContain('أراكم في السابعة');
    await olga.page.getByLabel(en('chat.field')).fill('Perfect, see you there!');
    await olga.page.getByRole('button', { name: en('chat.send') }).click();
    const anaChat = ana.page.getByRole('list', { name: ar('chat.title') });
    await expect.poll(() => anaChat.textContent(), soon).toContain('Perfect, see you there!');
    await olgaChat.scrollIntoViewIfNeeded();
    await checkScreen(olga.page, 'match-chat-en');
    await anaChat.scrollIntoViewIfNeeded();
    await checkScreen(ana.page, 'match-chat-ar');

    // Ana marks the club listed last as a favourite: it comes first.
    await ana.page.goto('/user/find-padel-court');
    const names = () =>
      ana.page.getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();
    await expect.poll(async () => (await names()).length, soon).toBe(2);
    const last = (await names())[1]!;
    const card = ana.page
      .getByRole('listitem')
      .filter({ has: ana.page.getByRole('heading', { name: last }) });
    await card.getByRole('button', { name: ar('favourites.add') }).click();
    const marked = card.getByRole('button', { name: ar('favourites.remove') });
    await expect.poll(() => marked.getAttribute('aria-pressed'), soon).toBe('true');
    await ana.page.reload();
    await expect.poll(async () => (await names())[0], soon).toBe(last);
    await screenSettled(ana.page);
    await checkScreen(ana.page, 'favourite-first-ar');

    // A week later they have played together: Olga invites Ana to her next match.
    playedLastWeek(server, first.id);
    const second = await aMatch(world.player('Olga'), club, { ...match, date: clubDateIn(5) });
    await olga.page.goto(`/user/find-match/${second.id}`);
    await olga.page.getByRole('button', { name: en('matches.inviteButton') }).click();
    const sheet = olga.page.getByRole('dialog', { name: en('matches.invite.title') });
    await sheet.getByRole('checkbox', { name: /Ana/ }).check();
    await checkScreen(olga.page, 'invite-played-with-en');
    await sheet.getByRole('button', { name: en('matches.invite.send', { count: '1' }) }).click();

    // Ana's phone is pushed the invitation in Arabic; its tap opens the match, which she joins.
    const invited = await pushedWhere(
      () => pushService.receivedAt(anaPhone),
      (push) => push.kind === 'match_invited',
    );
    expect(invited).toMatchObject({
      kind: 'match_invited',
      language: 'ar',
      title: ar('notifications.kinds.match_invited.title'),
      url: `/user/find-match/${second.id}`,
    });
    await deliverPush(ana, invited);
    // The worker shows it once it has handled the push: asked until it has.
    await expect
      .poll(() => shownNotices(ana), soon)
      .toContainEqual(expect.objectContaining({ title: invited.title, lang: 'ar', dir: 'rtl' }));
    await tapNotice(ana, ar('notifications.kinds.match_invited.title'));
    await expect.poll(() => ana.page.url(), soon).toContain(`/user/find-match/${second.id}`);
    await ana.page.getByRole('button', { name: ar('matches.sendRequest') }).click();
    await ana.page.getByRole('button', { name: ar('alerts.ok') }).click();
    await screenSettled(ana.page);
    await checkScreen(ana.page, 'invited-joined-ar');
    const secondRequest = await pushedWhere(
      () => pushService.receivedAt(olgaPhone),
      (push) => push.url === `/user/matches/${second.id}/request`,
    );
    expect(secondRequest).toMatchObject({ kind: 'match_request_received', language: 'en' });

    // The Menu's Notification screen, where Olga chooses what is pushed.
    await olga.page.goto('/user/notifications');
    await olga.page.getByRole('group', { name: en('notifications.push.kindsTitle') }).waitFor(soon);
    await checkScreen(olga.page, 'push-settings-en');
  });
});
