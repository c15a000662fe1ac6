import { dateTimeFormat } from '@courtside/shared/rules';
import type { NotificationFacts, NotificationKind } from '@courtside/shared';
import type { ServerLanguage } from '#server/lib/messages/translate.js';

import ar from '../../../../web/public/assets/i18n/ar.json' with { type: 'json' };
import en from '../../../../web/public/assets/i18n/en.json' with { type: 'json' };
import es from '../../../../web/public/assets/i18n/es.json' with { type: 'json' };

type Catalogue = Record<string, unknown>;

/**
 * A pushed notice says what the app's notification list says: its words are the web app's own
 * catalogue (notifications.kinds), built into the server, so the two never drift apart and
 * the server words them wherever it runs.
 */
const catalogues: Record<ServerLanguage, Catalogue> = { ar, en, es };
const catalogueOf = (language: ServerLanguage): Catalogue => catalogues[language];

function lookUp(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.'))
    node = typeof node === 'object' && node !== null ? (node as Catalogue)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');

/** A move, and a club's cancellation with its reason, are worded with the club's day. */
function textKeyOf(kind: NotificationKind, facts: NotificationFacts): string {
  if (kind === 'booking_moved') return 'clubDay.notice.moved';
  if (kind === 'booking_cancelled' && typeof facts.reason === 'string')
    return 'clubDay.notice.cancelled';
  return `notifications.kinds.${kind}`;
}

function whenOf(facts: NotificationFacts, language: string): string {
  if (typeof facts.startsAt !== 'string') return '';
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(typeof facts.timeZone === 'string' ? { timeZone: facts.timeZone } : {}),
  }).format(new Date(facts.startsAt));
}

/** The title and sentence of a notice in `language`, from its facts. */
export function pushText(
  kind: NotificationKind,
  facts: NotificationFacts,
  language: ServerLanguage,
): { title: string; body: string } {
  const catalogue = catalogueOf(language);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(facts)) values[name] = String(value ?? '');
  // A person who has since closed their account is no longer named.
  for (const named of ['requester', 'partner', 'player'])
    if (facts[named] === null)
      values[named] = lookUp(catalogue, 'notifications.formerPlayer') ?? '';
  values.when = whenOf(facts, language);
  const key = textKeyOf(kind, facts);
  return {
    title: fill(lookUp(catalogue, `${key}.title`) ?? '', values),
    body: fill(lookUp(catalogue, `${key}.body`) ?? '', values),
  };
}

const matchDetailKinds = new Set<NotificationKind>([
  'match_request_accepted',
  'match_player_left',
  'match_player_joined',
  'match_covered',
]);

function matchLink(kind: NotificationKind, matchId: string | null): string {
  if (kind === 'match_result_to_decide') return '/user/disputed-results';
  if (!matchId) return '/user/matches';
  if (kind === 'match_request_received') return `/user/matches/${matchId}/request`;
  if (
    kind.startsWith('match_partner_') ||
    kind.startsWith('match_result_') ||
    matchDetailKinds.has(kind)
  )
    return `/user/find-match/${matchId}`;
  return '/user/matches';
}

/**
 * The screen a tap on the notice opens: the one the app's notification list links it to
 * (apps/web notification-text.ts), or the list itself.
 */
export function pushUrl(kind: NotificationKind, facts: NotificationFacts): string {
  const id = (name: string) => {
    const value = facts[name];
    return typeof value === 'string' ? encodeURIComponent(value) : null;
  };
  const eventId = id('eventId');
  if (kind.startsWith('booking_')) return '/user/my-booking';
  if (kind.startsWith('club_booking_')) return '/user/manage-reservation';
  if (kind === 'club_night_place_taken' && eventId) return `/user/socials/${eventId}`;
  if (kind.startsWith('match_')) return matchLink(kind, id('matchId'));
  if (kind.startsWith('championship_')) return championshipLink(kind, id('championshipId'));
  if (kind.startsWith('activity_')) return '/user/activities';
  if (kind.startsWith('social_') && eventId) return `/user/socials/${eventId}`;
  return '/user/notifications';
}

/** A championship's organizer opens its requests; a player, their own requests. */
function championshipLink(kind: NotificationKind, championshipId: string | null): string {
  if (kind === 'championship_request_received' && championshipId)
    return `/user/champion-request/${championshipId}`;
  return '/user/champion-request';
}
