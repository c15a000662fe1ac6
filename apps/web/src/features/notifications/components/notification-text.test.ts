import { describe, expect, it } from 'vitest';
import { notificationKinds, type AppNotification } from '@courtside/shared';
import type { TFunction } from 'i18next';
import { notificationLink, notificationText, timeAgo } from './notification-text';

const aNotification = (kind: AppNotification['kind'], facts: AppNotification['facts'] = {}) => ({
  id: 'n1',
  kind,
  facts,
  read: false,
  createdAt: '2026-11-23T10:00:00.000Z',
});

describe('where a notification leads', () => {
  it('opens the screen that shows what it is about', () => {
    expect(notificationLink(aNotification('booking_refunded'))).toBe('/user/my-booking');
    expect(notificationLink(aNotification('match_request_received', { matchId: 'm 1' }))).toBe(
      '/user/matches/m%201/request',
    );
    expect(notificationLink(aNotification('match_cancelled', { matchId: 'm1' }))).toBe(
      '/user/matches',
    );
    expect(
      notificationLink(aNotification('championship_request_received', { championshipId: 'c1' })),
    ).toBe('/user/champion-request/c1');
    expect(notificationLink(aNotification('championship_deleted'))).toBe('/user/champion-request');
    expect(
      notificationLink(aNotification('championship_request_accepted', { championshipId: 'c1' })),
    ).toBe('/user/champion/c1');
    expect(notificationLink(aNotification('activity_seat_free'))).toBe('/user/activities');
  });

  it("opens a club owner's notices on the club's reservations, or on the night", () => {
    for (const kind of ['club_booking_made', 'club_booking_cancelled'] as const)
      expect(notificationLink(aNotification(kind, { booking: 'b1' }))).toBe(
        '/user/manage-reservation',
      );
    expect(notificationLink(aNotification('club_night_place_taken', { eventId: 'e1' }))).toBe(
      '/user/socials/e1',
    );
  });

  it('opens the match a player is invited to, to join it', () => {
    expect(notificationLink(aNotification('match_invited', { matchId: 'm1' }))).toBe(
      '/user/find-match/m1',
    );
  });

  it("opens a match's result to answer or read, and a dispute on the owner's disputed results", () => {
    for (const kind of ['match_result_recorded', 'match_result_confirmed'] as const)
      expect(notificationLink(aNotification(kind, { matchId: 'm1' }))).toBe('/user/find-match/m1');
    expect(notificationLink(aNotification('match_result_to_decide', { matchId: 'm1' }))).toBe(
      '/user/disputed-results',
    );
  });
});

describe('how long ago', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  it('says minutes, hours and days in the reader’s language', () => {
    expect(timeAgo('2026-11-23T11:55:00.000Z', now, 'en')).toBe('5 minutes ago');
    expect(timeAgo('2026-11-23T10:00:00.000Z', now, 'en')).toBe('2 hours ago');
    expect(timeAgo('2026-11-22T12:00:00.000Z', now, 'en')).toBe('yesterday');
    expect(timeAgo('2026-11-23T11:59:40.000Z', now, 'es')).toBe('este minuto');
  });
});

describe('what a notification says', () => {
  it('has a title and a sentence for every kind (every language has the English keys)', () => {
    const [english] = Object.values(
      import.meta.glob<Record<string, unknown>>('../../../../public/assets/i18n/en.json', {
        eager: true,
        import: 'default',
      }),
    );
    const textAt = (key: string) =>
      key
        .split('.')
        .reduce<unknown>((tree, part) => (tree as Record<string, unknown>)?.[part], english);
    const asked: string[] = [];
    const recording = ((key: string) => (asked.push(key), key)) as unknown as TFunction;
    for (const kind of notificationKinds) notificationText(aNotification(kind), recording, 'en');
    expect(asked).toHaveLength(notificationKinds.length * 2);
    expect(asked.filter((key) => typeof textAt(key) !== 'string')).toEqual([]);
  });

  // The key and the facts it is worded with, instead of a language's words.
  const t = ((key: string, options: Record<string, unknown>) =>
    `${key} ${String(options.court)} ${String(options.reason ?? '')}`.trim()) as unknown as TFunction;
  const facts = {
    club: 'Retiro',
    court: 'Padel 2',
    startsAt: '2026-12-08T08:00:00.000Z',
    timeZone: 'Europe/Madrid',
  };

  it('keeps a result’s score in its order inside right-to-left text', () => {
    const words = ((key: string, options: Record<string, unknown>) =>
      `${key} ${String(options.score)}`) as unknown as TFunction;
    const notice = aNotification('match_result_recorded', { ...facts, score: '6-3 6-4' });
    expect(notificationText(notice, words, 'ar').body).toBe(
      'notifications.kinds.match_result_recorded.body \u20666-3 6-4\u2069',
    );
  });

  it("words a move, and a club's cancellation with its reason, with the club day's texts", () => {
    expect(notificationText(aNotification('booking_moved', facts), t, 'en').body).toBe(
      'clubDay.notice.moved.body Padel 2',
    );
    const cancelled = aNotification('booking_cancelled', { ...facts, reason: 'Flooded' });
    expect(notificationText(cancelled, t, 'en').title).toBe(
      'clubDay.notice.cancelled.title Padel 2 Flooded',
    );
    expect(notificationText(aNotification('booking_cancelled', facts), t, 'en').title).toBe(
      'notifications.kinds.booking_cancelled.title Padel 2',
    );
  });

  it('calls a requester who has closed their account a former player', () => {
    const named = ((key: string, options?: Record<string, unknown>) =>
      options ? `${key}: ${String(options.requester)}` : `«${key}»`) as unknown as TFunction;
    const left = aNotification('match_request_received', { ...facts, requester: null });
    expect(notificationText(left, named, 'en').body).toBe(
      'notifications.kinds.match_request_received.body: «notifications.formerPlayer»',
    );
    const still = aNotification('match_request_received', { ...facts, requester: 'Ana Ruiz' });
    expect(notificationText(still, named, 'en').body).toBe(
      'notifications.kinds.match_request_received.body: Ana Ruiz',
    );
  });
});
