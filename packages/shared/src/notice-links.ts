import type { NotificationKind } from './notifications-rules.js';
import { sharedPagePatterns } from './shared-pages.js';

type Facts = Readonly<Record<string, string | number | null>>;

/** A page of the app at `pattern` for one thing's id. */
export const pageOf = (pattern: string, id: string) =>
  pattern.replace(':id', encodeURIComponent(id));

/** A match's notices that open its details rather than its requests or the matches list. */
const matchDetailKinds = new Set<NotificationKind>([
  'match_request_accepted',
  'match_player_left',
  'match_player_joined',
  'match_covered',
  'match_invited',
]);

/**
 * A match's notices open its requests (its organizer), its details (partners, players with a
 * share to pay, an organizer whose player left, an invitation, its result), the club's
 * disputed results (a dispute for its owner to decide), or My Matches.
 */
function matchLink(kind: NotificationKind, matchId: string | null): string {
  if (kind === 'match_result_to_decide') return '/user/disputed-results';
  if (!matchId) return '/user/matches';
  if (kind === 'match_request_received') return pageOf('/user/matches/:id/request', matchId);
  if (
    kind.startsWith('match_partner_') ||
    kind.startsWith('match_result_') ||
    matchDetailKinds.has(kind)
  )
    return pageOf(sharedPagePatterns.match, matchId);
  return '/user/matches';
}

/** A club's owner hears of players' bookings (the club's reservations) and places at nights. */
function clubLink(kind: NotificationKind, eventId: string | null): string | null {
  if (kind.startsWith('club_booking_')) return '/user/manage-reservation';
  if (kind === 'club_night_place_taken' && eventId)
    return pageOf(sharedPagePatterns.night, eventId);
  return null;
}

/**
 * An application's news opens the championship's page (where an accepted place is paid, and
 * its chat is); its owner's news of one opens its requests; a deleted one, the list.
 */
function championshipLink(kind: NotificationKind, championshipId: string | null): string {
  if (!championshipId || kind === 'championship_deleted') return '/user/champion-request';
  if (kind === 'championship_request_received')
    return pageOf('/user/champion-request/:id', championshipId);
  return pageOf(sharedPagePatterns.championship, championshipId);
}

/**
 * Where a notice leads, in the app's list and from a pushed notice's tap: the screen that
 * shows what it is about; null when it is about no screen of its own.
 */
export function noticeLink(kind: NotificationKind, facts: Facts): string | null {
  const id = (name: string) => (typeof facts[name] === 'string' ? facts[name] : null);
  const eventId = id('eventId');
  if (kind.startsWith('booking_') || kind.startsWith('series_')) return '/user/my-booking';
  if (kind.startsWith('club_')) return clubLink(kind, eventId);
  if (kind.startsWith('match_')) return matchLink(kind, id('matchId'));
  if (kind.startsWith('championship_')) return championshipLink(kind, id('championshipId'));
  if (kind.startsWith('activity_')) return '/user/activities';
  if (kind.startsWith('membership_')) return '/user/memberships';
  if (kind.startsWith('social_') && eventId) return pageOf(sharedPagePatterns.night, eventId);
  return null;
}
