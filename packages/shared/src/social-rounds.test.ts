import { describe, expect, it } from 'vitest';
import {
  americanoRound,
  mexicanoRound,
  pointsAddUp,
  sitOutsOf,
  socialStandings,
  type PlayedGame,
  type SocialRound,
} from './social-rounds.js';

const playersOf = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const roundsOf = (players: string[], courts: number, count: number) =>
  Array.from({ length: count }, (_, r) => americanoRound(players, courts, r));

const partnerCounts = (rounds: readonly SocialRound[]) => {
  const counts = new Map<string, number>();
  for (const { games } of rounds)
    for (const { pairs } of games)
      for (const pair of pairs) {
        const key = [...pair].sort().join('|');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
  return counts;
};

/** Every player appears once a round: on one court or resting. */
function expectEachOnce(round: SocialRound, players: readonly string[]) {
  const seen = [...round.games.flatMap((g) => g.pairs.flat()), ...round.resting];
  expect(seen.sort()).toEqual([...players].sort());
}

const sitOutSpread = (rounds: readonly SocialRound[], players: readonly string[]) => {
  const counts = sitOutsOf(rounds);
  const all = players.map((id) => counts.get(id) ?? 0);
  return Math.max(...all) - Math.min(...all);
};

describe('americanoRound', () => {
  it.each([
    [8, 2],
    [12, 3],
    [16, 4],
  ])(
    '%i players on %i courts partner every other player exactly once in n-1 rounds',
    (n, courts) => {
      const players = playersOf(n);
      const rounds = roundsOf(players, courts, n - 1);
      for (const round of rounds) {
        expectEachOnce(round, players);
        expect(round.games.map((g) => g.court)).toEqual(
          Array.from({ length: courts }, (_, i) => i),
        );
        expect(round.resting).toEqual([]);
      }
      const counts = partnerCounts(rounds);
      expect(counts.size).toBe((n * (n - 1)) / 2);
      expect([...counts.values()].every((times) => times === 1)).toBe(true);
    },
  );

  it.each([
    [8, 1],
    [12, 2],
    [16, 3],
    [16, 2],
  ])(
    '%i players on %i courts sit out in turn, never more than once more than another',
    (n, courts) => {
      const players = playersOf(n);
      const rounds = roundsOf(players, courts, 9);
      rounds.forEach((round, r) => {
        expectEachOnce(round, players);
        expect(round.games).toHaveLength(courts);
        expect(round.resting).toHaveLength(n - 4 * courts);
        expect(sitOutSpread(rounds.slice(0, r + 1), players)).toBeLessThanOrEqual(1);
      });
    },
  );

  it('with players sitting out (12 on an odd number of courts), no one partners the same player twice in the first four rounds', () => {
    const rounds = roundsOf(playersOf(12), 1, 4).concat(roundsOf(playersOf(12), 2, 4));
    expect(Math.max(...partnerCounts(rounds.slice(0, 4)).values())).toBe(1);
    expect(Math.max(...partnerCounts(rounds.slice(4)).values())).toBe(1);
  });

  it('refuses a number of players that does not fill courts by fours', () => {
    expect(() => americanoRound(playersOf(10), 2, 0)).toThrow(RangeError);
  });
});

describe('mexicanoRound', () => {
  it('puts 1st and 4th against 2nd and 3rd on the first court, the next four on the next', () => {
    const standing = playersOf(8);
    const round = mexicanoRound(standing, 2, new Map(), 1);
    expect(round.games).toEqual([
      {
        court: 0,
        pairs: [
          ['p1', 'p4'],
          ['p2', 'p3'],
        ],
      },
      {
        court: 1,
        pairs: [
          ['p5', 'p8'],
          ['p6', 'p7'],
        ],
      },
    ]);
    expect(round.resting).toEqual([]);
  });

  it('on an odd number of courts lets those who sat out least sit out, then pairs the rest by standing', () => {
    const standing = playersOf(16);
    const sitOuts = new Map(playersOf(12).map((id) => [id, 1]));
    const round = mexicanoRound(standing, 3, sitOuts, 3);
    expect(round.resting.sort()).toEqual(['p13', 'p14', 'p15', 'p16']);
    expect(round.games[0]).toEqual({
      court: 0,
      pairs: [
        ['p1', 'p4'],
        ['p2', 'p3'],
      ],
    });
    expect(round.games[2]).toEqual({
      court: 2,
      pairs: [
        ['p9', 'p12'],
        ['p10', 'p11'],
      ],
    });
  });
});

describe('a Mexicano night', () => {
  /**
   * Rounds drawn one after another as the server draws them: each from the leaderboard after
   * the games before (the first pair takes `winning` of 16 points), with the sit-outs so far.
   */
  function playNight(players: string[], courts: number, count: number, winning: number) {
    const rounds: SocialRound[] = [];
    const games: PlayedGame[] = [];
    for (let r = 0; r < count; r += 1) {
      const standing = socialStandings(players, games).map((row) => row.userId);
      const round = mexicanoRound(standing, courts, sitOutsOf(rounds), r);
      rounds.push(round);
      for (const { pairs } of round.games) games.push({ pairs, points: [winning, 16 - winning] });
    }
    return rounds;
  }

  it.each([
    [12, 2, 10],
    [12, 2, 3],
    [8, 1, 9],
    [20, 3, 12],
  ])(
    '%i players on %i courts (first pairs winning %i of 16): no one sits out twice before everyone sat out once',
    (n, courts, winning) => {
      const players = playersOf(n);
      const rounds = playNight(players, courts, 8, winning);
      rounds.forEach((round, r) => {
        expectEachOnce(round, players);
        expect(round.resting).toHaveLength(n - 4 * courts);
        expect(
          sitOutSpread(rounds.slice(0, r + 1), players),
          `after round ${r}`,
        ).toBeLessThanOrEqual(1);
      });
    },
  );
});

describe('socialStandings', () => {
  it('adds up the points of each pair, most first; games without points count for nobody', () => {
    const standings = socialStandings(playersOf(4), [
      {
        pairs: [
          ['p1', 'p2'],
          ['p3', 'p4'],
        ],
        points: [14, 10],
      },
      {
        pairs: [
          ['p1', 'p3'],
          ['p2', 'p4'],
        ],
        points: [9, 15],
      },
      {
        pairs: [
          ['p1', 'p4'],
          ['p2', 'p3'],
        ],
        points: null,
      },
    ]);
    expect(standings).toEqual([
      { userId: 'p2', points: 29, played: 2 },
      { userId: 'p4', points: 25, played: 2 },
      { userId: 'p1', points: 23, played: 2 },
      { userId: 'p3', points: 19, played: 2 },
    ]);
  });
});

describe('pointsAddUp', () => {
  it('accepts whole points that sum to the points per game, and nothing else', () => {
    expect(pointsAddUp([14, 10], 24)).toBe(true);
    expect(pointsAddUp([24, 0], 24)).toBe(true);
    expect(pointsAddUp([14, 9], 24)).toBe(false);
    expect(pointsAddUp([25, -1], 24)).toBe(false);
    expect(pointsAddUp([12.5, 11.5], 24)).toBe(false);
  });
});
