import type { AppNotification } from '@courtside/shared';
import type { TFunction } from 'i18next';
import { leftToRight } from '@/lib/bidi';
import {
  championshipDetailsPath,
  matchDetailsPath,
  matchRequestsPath,
  paths,
  socialNightPath,
} from '@/lib/paths';
import { dateTimeFormat, relativeTimeFormat } from '@courtside/shared/rules';

/** A booking's start, in the club's own time zone, as the reader's language writes it. */
function whenOf(facts: AppNotification['facts'], language: string): string {
  if (typeof facts.startsAt !== 'string') return '';
  const format = dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(typeof facts.timeZone === 'string' ? { timeZone: facts.timeZone } : {}),
  });
  return format.format(new Date(facts.startsAt));
}

/**
 * Where a notification's words are: a move, and a cancellation by the club with its reason,
 * are worded with the club's day; every other kind under notifications.kinds.
 */
function textKeyOf({ kind, facts }: AppNotification): string {
  if (kind === 'booking_moved') return 'clubDay.notice.moved';
  if (kind === 'booking_cancelled' && typeof facts.reason === 'string')
    return 'clubDay.notice.cancelled';
  return `notifications.kinds.${kind}`;
}

/** The title and sentence of a notification in the reader's language, from its facts. */
export function notificationText(notification: AppNotification, t: TFunction, language: string) {
  const values = Object.fromEntries(
    Object.entries(notification.facts).map(([name, value]) => [name, value ?? '']),
  );
  // A requester, partner or player who has since closed their account is no longer named.
  for (const named of ['requester', 'partner', 'player'])
    if (notification.facts[named] === null) values[named] = t('notifications.formerPlayer');
  // A score ('6-3 6-4') keeps its order in right-to-left text.
  if (typeof values.score === 'string') values.score = leftToRight(values.score);
  const options = { ...values, when: whenOf(notification.facts, language) };
  const key = textKeyOf(notification);
  return { title: t(`${key}.title`, options), body: t(`${key}.body`, options) };
}

/**
 * A match's notices open its requests (its organizer), its details (partners, players with a
 * share to pay, an organizer whose player left, its result), the club's disputed results (a
 * dispute for its owner to decide), or My Matches.
 */
const detailKinds = new Set<AppNotification['kind']>([
  'match_request_accepted',
  'match_player_left',
  'match_player_joined',
  'match_covered',
  'match_invited',
]);

function matchLink(kind: AppNotification['kind'], matchId: string | null): string {
  if (kind === 'match_result_to_decide') return paths.disputedResults;
  if (!matchId) return paths.matches;
  if (kind === 'match_request_received') return matchRequestsPath(matchId);
  if (
    kind.startsWith('match_partner_') ||
    kind.startsWith('match_result_') ||
    detailKinds.has(kind)
  )
    return matchDetailsPath(matchId);
  return paths.matches;
}

/** A club's owner hears of players' bookings (the club's reservations) and places at nights. */
function clubLink(kind: AppNotification['kind'], eventId: string | null): string | null {
  if (kind.startsWith('club_booking_')) return paths.manageReservation;
  if (kind === 'club_night_place_taken' && eventId) return socialNightPath(eventId);
  return null;
}

/** Where tapping a notification leads: the screen that shows what it is about. */
export function notificationLink({ kind, facts }: AppNotification): string | null {
  const id = (name: string) => (typeof facts[name] === 'string' ? facts[name] : null);
  const championshipId = id('championshipId');
  if (kind.startsWith('booking_')) return paths.myBooking;
  if (kind.startsWith('club_')) return clubLink(kind, id('eventId'));
  if (kind.startsWith('match_')) return matchLink(kind, id('matchId'));
  if (kind === 'championship_request_received' && championshipId)
    return championshipDetailsPath(championshipId);
  if (kind.startsWith('championship_')) return paths.championshipRequest;
  if (kind.startsWith('activity_')) return paths.activities;
  const eventId = id('eventId');
  if (kind.startsWith('social_') && eventId) return socialNightPath(eventId);
  return null;
}

/** 'five minutes ago', 'yesterday': how long ago, in the reader's language. */
export function timeAgo(iso: string, now: Date, language: string): string {
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, 'minute');
}
