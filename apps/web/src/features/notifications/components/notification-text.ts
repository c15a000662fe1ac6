import type { AppNotification } from '@courtside/shared';
import type { TFunction } from 'i18next';
import { leftToRight } from '@/lib/bidi';
import { dateTimeFormat, noticeLink, relativeTimeFormat } from '@courtside/shared/rules';

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

/** Where tapping a notification leads: the screen that shows what it is about. */
export const notificationLink = ({ kind, facts }: AppNotification): string | null =>
  noticeLink(kind, facts);

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
