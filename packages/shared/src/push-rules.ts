import { notificationKinds, type NotificationKind } from './notifications-rules.js';

/** What can be pushed to a device: every kind of notice, and a new message in a chat. */
export const pushKinds = [...notificationKinds, 'chat_message'] as const;
export type PushKind = (typeof pushKinds)[number];

/** The groups Menu > Notification offers a switch for; every kind is in exactly one. */
export const pushGroups = [
  'matches',
  'results',
  'chat',
  'championships',
  'bookings',
  'activities',
  'club',
] as const;
export type PushGroup = (typeof pushGroups)[number];

const groupOfNotice = (kind: NotificationKind): PushGroup => {
  if (kind.startsWith('match_result_')) return 'results';
  if (kind.startsWith('match_')) return 'matches';
  if (kind.startsWith('championship_')) return 'championships';
  if (kind.startsWith('booking_')) return 'bookings';
  if (kind.startsWith('activity_') || kind.startsWith('social_')) return 'activities';
  return 'club';
};

/** The group a kind is switched with. */
export const pushGroupOf = (kind: PushKind): PushGroup =>
  kind === 'chat_message' ? 'chat' : groupOfNotice(kind);

/** The kinds one group's switch turns on or off. */
export const pushKindsOf = (group: PushGroup): PushKind[] =>
  pushKinds.filter((kind) => pushGroupOf(kind) === group);
