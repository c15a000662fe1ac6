import { describe, expect, it } from 'vitest';
import {
  awaitingAction,
  championshipTab,
  championshipsInTab,
  type ChampionshipForTabs,
} from './championship-tabs.js';

const now = new Date('2030-06-01T12:00:00.000Z');
const future = '2030-06-10T09:00:00.000Z';
const past = '2030-05-20T09:00:00.000Z';

function championship(overrides: Partial<ChampionshipForTabs> = {}): ChampionshipForTabs {
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

describe('championshipTab', () => {
  it('puts an undecided request in Awaiting', () => {
    expect(championshipTab(championship({ request: [request('me', null)] }), 'me', now)).toBe(
      'awaiting',
    );
  });

  it('keeps an accepted but unpaid request in Awaiting', () => {
    expect(championshipTab(championship({ request: [request('me', true)] }), 'me', now)).toBe(
      'awaiting',
    );
  });

  it('puts a paid request in Signed while places remain', () => {
    const c = championship({ request: [request('me', true, true)], registered: 1 });
    expect(championshipTab(c, 'me', now)).toBe('signed');
  });

  it('puts a paid request in Confirmed once every place is taken', () => {
    const c = championship({
      request: [request('me', true, true), request('other', true, true)],
      registered: 2,
    });
    expect(championshipTab(c, 'me', now)).toBe('confirmed');
  });

  it('never fills a championship without a participants number', () => {
    const c = championship({
      participantsNumber: null,
      registered: 40,
      request: [request('me', true, true)],
    });
    expect(championshipTab(c, 'me', now)).toBe('signed');
  });

  it('counts the club owner as Signed, then Confirmed, without a request', () => {
    expect(championshipTab(championship(), 'owner', now)).toBe('signed');
    expect(championshipTab(championship({ registered: 2 }), 'owner', now)).toBe('confirmed');
  });

  it('never puts the club owner in Awaiting, even with a request of their own', () => {
    expect(championshipTab(championship({ request: [request('owner', null)] }), 'owner', now)).toBe(
      'signed',
    );
  });

  it('archives a championship that has started, for participants and the owner', () => {
    expect(
      championshipTab(championship({ from: past, request: [request('me', null)] }), 'me', now),
    ).toBe('archived');
    expect(championshipTab(championship({ from: past }), 'owner', now)).toBe('archived');
    expect(championshipTab(championship({ from: now.toISOString() }), 'owner', now)).toBe(
      'archived',
    );
  });

  it('shows a championship the user has no part in, or a refused request, in no tab', () => {
    expect(championshipTab(championship(), 'stranger', now)).toBeNull();
    expect(
      championshipTab(championship({ request: [request('me', false)] }), 'me', now),
    ).toBeNull();
    expect(
      championshipTab(championship({ from: past, request: [request('me', false)] }), 'me', now),
    ).toBeNull();
  });

  it('reads only the user’s own request', () => {
    const c = championship({ request: [request('other', true, true)], registered: 1 });
    expect(championshipTab(c, 'me', now)).toBeNull();
  });
});

describe('championshipsInTab', () => {
  it('keeps the championships of one tab in their order', () => {
    const a = championship({ request: [request('me', null)] });
    const b = championship({ from: past, request: [request('me', null)] });
    const c = championship({ request: [request('me', true)] });
    expect(championshipsInTab([a, b, c], 'awaiting', 'me', now)).toEqual([a, c]);
    expect(championshipsInTab([a, b, c], 'archived', 'me', now)).toEqual([b]);
  });
});

describe('awaitingAction', () => {
  it("says 'waiting' until the request is accepted, then 'pay'", () => {
    expect(awaitingAction(championship({ request: [request('me', null)] }), 'me')).toBe('waiting');
    expect(awaitingAction(championship({ request: [request('me', true)] }), 'me')).toBe('pay');
  });
});
