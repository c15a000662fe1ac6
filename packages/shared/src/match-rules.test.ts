import { describe, expect, it } from 'vitest';
import {
  canOpenMatch,
  initialSeats,
  levelFits,
  takesEveryLevel,
  matchTabOf,
  pricePerPlayer,
  matchShares,
  fillDeadlineOf,
  fillDeadlinePassed,
  seatPlayers,
  stepPadelLevel,
  withReservedSeats,
  type MatchStanding,
  type SeatHolder,
} from './match-rules.js';

const owner = { userId: 'owner' };
const ana = { userId: 'ana' };
const now = new Date('2026-11-23T12:00:00.000Z');
const future = '2026-11-24T18:00:00.000Z';
const past = '2026-11-22T18:00:00.000Z';
const full: SeatHolder[] = [owner, ana, 'reserved', { userId: 'bo' }];
const open: SeatHolder[] = [owner, ana, null, null];
const stranger: MatchStanding = { isOwner: false, isSeated: false, hasPendingRequest: false };

describe('padel level steps', () => {
  it('goes up and down by 0.1, rounded to two decimals', () => {
    expect(stepPadelLevel(2.3, 'up')).toBe(2.4);
    expect(stepPadelLevel(0.7, 'down')).toBe(0.6);
    expect(stepPadelLevel(0.2, 'up')).toBe(0.3);
  });
  it('stops at 0 going down', () => {
    expect(stepPadelLevel(0, 'down')).toBe(0);
    expect(stepPadelLevel(0.05, 'down')).toBe(0);
  });
  it('starts again from 0 when going up at 5 or above', () => {
    expect(stepPadelLevel(4.9, 'up')).toBe(5);
    expect(stepPadelLevel(5, 'up')).toBe(0);
    expect(stepPadelLevel(5.3, 'up')).toBe(0);
  });
});

describe('match seats', () => {
  it('puts the owner in seat 0 and the reserved placeholders after', () => {
    expect(initialSeats('owner', 0)).toEqual([owner, null, null, null]);
    expect(initialSeats('owner', 3)).toEqual([owner, 'reserved', 'reserved', 'reserved']);
    expect(initialSeats('owner', 4)).toBeNull();
    expect(initialSeats('owner', -1)).toBeNull();
  });
  it('clears the trailing reserved seats when the number goes down', () => {
    const seats: SeatHolder[] = [owner, 'reserved', ana, 'reserved'];
    expect(withReservedSeats(seats, 1)).toEqual([owner, 'reserved', ana, null]);
    expect(withReservedSeats(seats, 0)).toEqual([owner, null, ana, null]);
  });
  it('keeps players seated and refuses a reservation that does not fit beside them', () => {
    const seats: SeatHolder[] = [owner, ana, null, { userId: 'bo' }];
    expect(withReservedSeats(seats, 1)).toEqual([owner, ana, 'reserved', { userId: 'bo' }]);
    expect(withReservedSeats(seats, 2)).toBeNull();
  });
  it('seats accepted players in the next empty seats, or not at all', () => {
    const seats: SeatHolder[] = [owner, 'reserved', null, null];
    expect(seatPlayers(seats, ['a', 'b'])).toEqual({
      seats: [owner, 'reserved', { userId: 'a' }, { userId: 'b' }],
      placed: [2, 3],
    });
    expect(seatPlayers(seats, ['a', 'b', 'c'])).toBeNull();
  });
  it('opens details only while a seat is empty', () => {
    expect(canOpenMatch(open)).toBe(true);
    expect(canOpenMatch(full)).toBe(false);
  });
});

describe('match list tabs', () => {
  const tab = (startsAt: string, seats: SeatHolder[], standing: Partial<MatchStanding>) =>
    matchTabOf({ startsAt, seats }, { ...stranger, ...standing }, now);

  it('Awaiting: own request pending, not the owner, in the future', () => {
    expect(tab(future, open, { hasPendingRequest: true })).toEqual({
      tab: 'awaiting',
      notPlayed: false,
    });
  });
  it('Signed: seated or owner, not full, in the future', () => {
    expect(tab(future, open, { isOwner: true })?.tab).toBe('signed');
    expect(tab(future, open, { isSeated: true })?.tab).toBe('signed');
  });
  it('Confirmed: seated or owner, all four seats filled, in the future', () => {
    expect(tab(future, full, { isOwner: true })?.tab).toBe('confirmed');
    expect(tab(future, full, { isSeated: true })?.tab).toBe('confirmed');
  });
  it('Archived: in the past and full', () => {
    expect(tab(past, full, { isSeated: true })).toEqual({ tab: 'archived', notPlayed: false });
  });
  it('Archived as not played: in the past and never full', () => {
    expect(tab(past, open, { isOwner: true })).toEqual({ tab: 'archived', notPlayed: true });
    expect(tab(past, open, { hasPendingRequest: true })).toEqual({
      tab: 'archived',
      notPlayed: true,
    });
  });
  it('has no tab for a match the user has no part in', () => {
    expect(tab(future, open, {})).toBeNull();
    expect(tab(past, full, {})).toBeNull();
  });
  it('a match starting now is no longer in the future', () => {
    expect(tab(now.toISOString(), full, { isOwner: true })?.tab).toBe('archived');
  });
});

describe('price and level', () => {
  it('splits the court price in four, the remainder on the organizer', () => {
    expect(pricePerPlayer(2400)).toBe(600);
    expect(pricePerPlayer(2403)).toBe(600);
    expect(matchShares(2403)).toEqual({ organizer: 603, player: 600 });
    expect(matchShares(3)).toEqual({ organizer: 3, player: 0 });
    expect(matchShares(0)).toEqual({ organizer: 0, player: 0 });
  });
  it('puts the fill deadline the chosen hours before the start, or at the start once past', () => {
    const now = new Date('2026-05-01T10:00:00.000Z');
    expect(fillDeadlineOf('2026-05-03T18:00:00.000Z', 24, now)).toBe('2026-05-02T18:00:00.000Z');
    expect(fillDeadlineOf('2026-05-01T18:00:00.000Z', 24, now)).toBe('2026-05-01T18:00:00.000Z');
    expect(fillDeadlinePassed('2026-05-01T11:20:00.000Z', 24, now)).toBe(true);
    expect(fillDeadlinePassed('2026-05-01T11:20:00.000Z', 1, now)).toBe(false);
  });
  it('tells whether a level fits a range', () => {
    expect(levelFits(2.5, { min: 2, max: 3 })).toBe(true);
    expect(levelFits(3.1, { min: 2, max: 3 })).toBe(false);
    expect(levelFits(null, { min: 0, max: 5 })).toBe(false);
    expect(takesEveryLevel({ min: 0, max: 5 })).toBe(true);
    expect(takesEveryLevel({ min: 0, max: 4.9 })).toBe(false);
    expect(takesEveryLevel({ min: 0.1, max: 5 })).toBe(false);
  });
});
