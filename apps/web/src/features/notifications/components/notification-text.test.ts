import { describe, expect, it } from 'vitest';
import type { AppNotification } from '@courtside/shared';
import { notificationLink, timeAgo } from './notification-text';

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
    expect(notificationLink(aNotification('activity_seat_free'))).toBe('/user/activities');
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
