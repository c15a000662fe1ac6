import { describe, expect, it } from 'vitest';
import { matchOutcome, pairOfSeat, setWinner } from './padel-score.js';

describe('padel sets', () => {
  it('goes to 6 with two clear games, or 7-5, or 7-6 after the tie-break', () => {
    expect(setWinner({ a: 6, b: 0 })).toBe('a');
    expect(setWinner({ a: 4, b: 6 })).toBe('b');
    expect(setWinner({ a: 7, b: 5 })).toBe('a');
    expect(setWinner({ a: 6, b: 7 })).toBe('b');
  });

  it('is not finished at 6-5, 6-6, 5-3, or past 7', () => {
    for (const [a, b] of [
      [6, 5],
      [6, 6],
      [5, 3],
      [8, 6],
      [7, 4],
      [7, 7],
      [0, 0],
    ] as const)
      expect(setWinner({ a, b }), `${a}-${b}`).toBeNull();
  });

  it('refuses negative or fractional games', () => {
    expect(setWinner({ a: 6, b: -1 })).toBeNull();
    expect(setWinner({ a: 6, b: 2.5 })).toBeNull();
  });
});

describe('padel matches', () => {
  it('are won by the first pair to win two sets', () => {
    expect(
      matchOutcome([
        { a: 6, b: 3 },
        { a: 7, b: 6 },
      ]),
    ).toEqual({ winner: 'a' });
    expect(
      matchOutcome([
        { a: 6, b: 3 },
        { a: 2, b: 6 },
        { a: 5, b: 7 },
      ]),
    ).toEqual({ winner: 'b' });
  });

  it('are undecided with one set, or a split at two, or go on after two won sets', () => {
    expect(matchOutcome([{ a: 6, b: 3 }])).toEqual({ problem: 'undecided_match' });
    expect(matchOutcome([])).toEqual({ problem: 'undecided_match' });
    expect(
      matchOutcome([
        { a: 6, b: 3 },
        { a: 3, b: 6 },
      ]),
    ).toEqual({ problem: 'undecided_match' });
    expect(
      matchOutcome([
        { a: 6, b: 3 },
        { a: 6, b: 4 },
        { a: 6, b: 0 },
      ]),
    ).toEqual({ problem: 'undecided_match' });
  });

  it('names an unfinished set before anything else', () => {
    expect(
      matchOutcome([
        { a: 6, b: 5 },
        { a: 6, b: 4 },
      ]),
    ).toEqual({ problem: 'unfinished_set' });
  });

  it('puts seats 0 and 1 in pair A, 2 and 3 in pair B', () => {
    expect([0, 1, 2, 3].map(pairOfSeat)).toEqual(['a', 'a', 'b', 'b']);
  });
});
