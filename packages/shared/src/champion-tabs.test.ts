import { describe, expect, it } from 'vitest';
import {
  awaitingAction,
  championTab,
  championsInTab,
  type ChampionForTabs,
} from './champion-tabs.js';

const now = new Date('2030-06-01T12:00:00.000Z');
const future = '2030-06-10T09:00:00.000Z';
const past = '2030-05-20T09:00:00.000Z';

function champion(overrides: Partial<ChampionForTabs> = {}): ChampionForTabs {
  return {
    from: future,
    participantsNumber: 2,
    registered: 0,
    club: { user: { id: 'owner' } },
    request: [],
    ...overrides,
  };
}
const request = (userId: string, isConfirmed: boolean | null, isPayed: true | null = null) => ({
  user: { id: userId },
  isConfirmed,
  isPayed,
});

describe('championTab', () => {
  it('puts an undecided request in Awaiting', () => {
    expect(championTab(champion({ request: [request('me', null)] }), 'me', now)).toBe('awaiting');
  });

  it('keeps an accepted but unpaid request in Awaiting', () => {
    expect(championTab(champion({ request: [request('me', true)] }), 'me', now)).toBe('awaiting');
  });

  it('puts a paid request in Signed while places remain', () => {
    const c = champion({ request: [request('me', true, true)], registered: 1 });
    expect(championTab(c, 'me', now)).toBe('signed');
  });

  it('puts a paid request in Confirmed once every place is taken', () => {
    const c = champion({
      request: [request('me', true, true), request('other', true, true)],
      registered: 2,
    });
    expect(championTab(c, 'me', now)).toBe('confirmed');
  });

  it('never fills a championship without a participants number', () => {
    const c = champion({
      participantsNumber: null,
      registered: 40,
      request: [request('me', true, true)],
    });
    expect(championTab(c, 'me', now)).toBe('signed');
  });

  it('counts the club owner as Signed, then Confirmed, without a request', () => {
    expect(championTab(champion(), 'owner', now)).toBe('signed');
    expect(championTab(champion({ registered: 2 }), 'owner', now)).toBe('confirmed');
  });

  it('never puts the club owner in Awaiting, even with a request of their own', () => {
    expect(championTab(champion({ request: [request('owner', null)] }), 'owner', now)).toBe(
      'signed',
    );
  });

  it('archives a championship that has started, for participants and the owner', () => {
    expect(championTab(champion({ from: past, request: [request('me', null)] }), 'me', now)).toBe(
      'archived',
    );
    expect(championTab(champion({ from: past }), 'owner', now)).toBe('archived');
    expect(championTab(champion({ from: now.toISOString() }), 'owner', now)).toBe('archived');
  });

  it('shows a championship the user has no part in, or a refused request, in no tab', () => {
    expect(championTab(champion(), 'stranger', now)).toBeNull();
    expect(championTab(champion({ request: [request('me', false)] }), 'me', now)).toBeNull();
    expect(
      championTab(champion({ from: past, request: [request('me', false)] }), 'me', now),
    ).toBeNull();
  });

  it('reads only the user’s own request', () => {
    const c = champion({ request: [request('other', true, true)], registered: 1 });
    expect(championTab(c, 'me', now)).toBeNull();
  });
});

describe('championsInTab', () => {
  it('keeps the championships of one tab in their order', () => {
    const a = champion({ request: [request('me', null)] });
    const b = champion({ from: past, request: [request('me', null)] });
    const c = champion({ request: [request('me', true)] });
    expect(championsInTab([a, b, c], 'awaiting', 'me', now)).toEqual([a, c]);
    expect(championsInTab([a, b, c], 'archived', 'me', now)).toEqual([b]);
  });
});

describe('awaitingAction', () => {
  it("says 'waiting' until the request is accepted, then 'pay'", () => {
    expect(awaitingAction(champion({ request: [request('me', null)] }), 'me')).toBe('waiting');
    expect(awaitingAction(champion({ request: [request('me', true)] }), 'me')).toBe('pay');
  });
});
