import { describe, expect, it } from 'vitest';
import {
  bracketOrder,
  crossedQualifiers,
  drawChampionship,
  groupsBySeeding,
  type ChampionshipDraw,
  type DrawMatch,
  type DrawRound,
  type DrawSlot,
} from './championship-draw.js';

const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);
const sizes = Array.from({ length: 30 }, (_, i) => i + 3);
const oddSizes = sizes.filter((n) => n % 2 === 1);

const teamOf = (slot: DrawSlot): string => {
  if (!('team' in slot)) throw new Error(`Not a team: ${JSON.stringify(slot)}`);
  return slot.team;
};
const label = (slot: DrawSlot) =>
  'team' in slot
    ? slot.team
    : 'winnerOf' in slot
      ? `W(${slot.winnerOf})`
      : `G${slot.group}P${slot.place}`;
const pairKey = (m: DrawMatch) => [teamOf(m.home), teamOf(m.away)].sort().join('|');
const orientedKey = (m: DrawMatch) => `${teamOf(m.home)}>${teamOf(m.away)}`;
const matchesOf = (rounds: readonly DrawRound[]) => rounds.flatMap((r) => r.matches);

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Everyone once per round: in one match or as a bye. */
function expectEachTeamOnce(round: DrawRound, teams: readonly string[]) {
  const seen = [...round.matches.flatMap((m) => [m.home, m.away]), ...round.byes].map(label);
  expect(seen.sort()).toEqual([...teams].sort());
}

const homeCounts = (draw: ChampionshipDraw, teams: readonly string[]) => {
  const counts = countBy(matchesOf(draw.rounds), (m) => teamOf(m.home));
  return teams.map((team) => counts.get(team) ?? 0);
};

describe('a league', () => {
  it.each(sizes)('%i teams meet each other exactly once, each once a round', (n) => {
    const teams = teamsOf(n);
    const draw = drawChampionship(teams, { kind: 'league', legs: 1 });

    expect(draw.rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
    for (const round of draw.rounds) {
      expect(round.stage).toBe('league');
      expectEachTeamOnce(round, teams);
    }
    const pairs = countBy(matchesOf(draw.rounds), pairKey);
    expect(pairs.size).toBe((n * (n - 1)) / 2);
    expect([...pairs.values()].every((count) => count === 1)).toBe(true);
  });

  it.each(sizes)('%i teams: home counts differ by at most one', (n) => {
    const teams = teamsOf(n);
    const homes = homeCounts(drawChampionship(teams, { kind: 'league', legs: 1 }), teams);
    expect(Math.max(...homes) - Math.min(...homes)).toBeLessThanOrEqual(1);
  });

  it.each(oddSizes)('%i teams (odd): every team has exactly one bye, one a round', (n) => {
    const teams = teamsOf(n);
    const draw = drawChampionship(teams, { kind: 'league', legs: 1 });

    for (const round of draw.rounds) expect(round.byes).toHaveLength(1);
    const byes = countBy(
      draw.rounds.flatMap((r) => r.byes),
      (slot) => teamOf(slot),
    );
    expect(teams.every((team) => byes.get(team) === 1)).toBe(true);
  });

  it('an even number of teams has no byes', () => {
    const draw = drawChampionship(teamsOf(6), { kind: 'league', legs: 1 });
    expect(draw.rounds.every((round) => round.byes.length === 0)).toBe(true);
    expect(matchesOf(draw.rounds)).toHaveLength(15);
  });

  it.each(sizes)(
    '%i teams, home and away: each pairing twice, reversed, equal home counts',
    (n) => {
      const teams = teamsOf(n);
      const draw = drawChampionship(teams, { kind: 'league', legs: 2 });
      const perLeg = n % 2 === 0 ? n - 1 : n;

      expect(draw.rounds).toHaveLength(2 * perLeg);
      for (const round of draw.rounds) expectEachTeamOnce(round, teams);
      const matches = matchesOf(draw.rounds);
      expect(matches).toHaveLength(n * (n - 1));
      const oriented = countBy(matches, orientedKey);
      expect(oriented.size).toBe(n * (n - 1));
      for (const match of matches)
        expect(oriented.get(`${teamOf(match.away)}>${teamOf(match.home)}`)).toBe(1);
      expect(new Set(homeCounts(draw, teams))).toEqual(new Set([n - 1]));
    },
  );

  it('the return leg swaps the first leg round by round', () => {
    const draw = drawChampionship(teamsOf(4), { kind: 'league', legs: 2 });
    const [first, , , fourth] = draw.rounds;
    expect(fourth!.matches.map(orientedKey)).toEqual(
      first!.matches.map((m) => `${teamOf(m.away)}>${teamOf(m.home)}`),
    );
  });

  it('match ids are unique and name their round', () => {
    const draw = drawChampionship(teamsOf(5), { kind: 'league', legs: 2 });
    const ids = matchesOf(draw.rounds).map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(draw.rounds[2]!.matches.map((m) => m.id)).toEqual(['r3m1', 'r3m2']);
  });
});

describe('a knockout', () => {
  const nextPowerOfTwo = (n: number) => 2 ** Math.ceil(Math.log2(n));

  it('the bracket keeps the top two seeds apart until the final', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(bracketOrder(4)).toEqual([1, 4, 2, 3]);
  });

  it.each(sizes)('%i teams: a bracket of the next power of two, byes to the top seeds', (n) => {
    const teams = teamsOf(n);
    const draw = drawChampionship(teams, { kind: 'knockout', seeding: 'order' });
    const size = nextPowerOfTwo(n);

    expect(draw.bracketSize).toBe(size);
    expect(draw.rounds).toHaveLength(Math.log2(size));
    expect(draw.rounds.every((round) => round.stage === 'knockout')).toBe(true);
    const [first, ...later] = draw.rounds;
    expectEachTeamOnce(first!, teams);
    expect(first!.byes.map(teamOf)).toEqual(expect.arrayContaining(teams.slice(0, size - n)));
    expect(first!.byes).toHaveLength(size - n);
    // A bye stands alone in its pairing, so two byes are never paired.
    expect(first!.matches).toHaveLength((size - 2 * (size - n)) / 2);
    for (const round of later) expect(round.byes).toEqual([]);
    expect(draw.rounds.at(-1)!.matches).toHaveLength(1);
    expect(matchesOf(draw.rounds)).toHaveLength(n - 1);
  });

  it.each(sizes)('%i teams: byes spread over the halves of every part of the bracket', (n) => {
    const teams = teamsOf(n);
    const size = nextPowerOfTwo(n);
    const draw = drawChampionship(teams, { kind: 'knockout', seeding: 'order' });
    const byeTeams = new Set(draw.rounds[0]!.byes.map(teamOf));
    const hasBye = bracketOrder(size).map((seed) => byeTeams.has(`t${seed}`));
    for (let part = size; part >= 4; part /= 2)
      for (let start = 0; start < size; start += part) {
        const half = part / 2;
        const left = hasBye.slice(start, start + half).filter(Boolean).length;
        const right = hasBye.slice(start + half, start + part).filter(Boolean).length;
        expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
      }
  });

  it('later rounds fill from winners, or from a team with a bye', () => {
    const draw = drawChampionship(teamsOf(5), { kind: 'knockout', seeding: 'order' });
    const rounds = draw.rounds.map((round) =>
      round.matches.map((m) => `${m.id}: ${label(m.home)} v ${label(m.away)}`),
    );
    expect(rounds).toEqual([
      ['r1m1: t4 v t5'],
      ['r2m1: t1 v W(r1m1)', 'r2m2: t2 v t3'],
      ['r3m1: W(r2m1) v W(r2m2)'],
    ]);
    expect(draw.rounds[0]!.byes.map(label)).toEqual(['t1', 't2', 't3']);
  });

  it('four teams with one left over: the top seed waits for the final', () => {
    const draw = drawChampionship(teamsOf(3), { kind: 'knockout', seeding: 'order' });
    expect(draw.rounds[0]!.byes.map(label)).toEqual(['t1']);
    expect(draw.rounds[1]!.matches.map((m) => [label(m.home), label(m.away)])).toEqual([
      ['t1', 'W(r1m1)'],
    ]);
  });

  it.each(sizes)('%i teams drawn: the seeding is a permutation the random source decides', (n) => {
    const teams = teamsOf(n);
    let state = n;
    // A small deterministic generator, so the draw is repeatable.
    const seeded = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const draw = drawChampionship(teams, { kind: 'knockout', seeding: 'drawn' }, seeded);

    expect([...draw.seeding].sort()).toEqual([...teams].sort());
    expectEachTeamOnce(draw.rounds[0]!, teams);
    const size = nextPowerOfTwo(n);
    expect(draw.rounds[0]!.byes.map(teamOf)).toEqual(
      expect.arrayContaining(draw.seeding.slice(0, size - n)),
    );
  });

  it('a drawn seeding follows the random source', () => {
    const teams = teamsOf(4);
    const drawWith = (value: number) =>
      drawChampionship(teams, { kind: 'knockout', seeding: 'drawn' }, () => value).seeding;
    // Always the last remaining: Fisher–Yates leaves the order; always the first: it rotates.
    expect(drawWith(0.999)).toEqual(['t1', 't2', 't3', 't4']);
    expect(drawWith(0)).toEqual(['t2', 't3', 't4', 't1']);
  });

  it('by the owner’s order the seeding is the given order, without the random source', () => {
    const teams = teamsOf(6);
    const draw = drawChampionship(teams, { kind: 'knockout', seeding: 'order' }, () => {
      throw new Error('not drawn');
    });
    expect(draw.seeding).toEqual(teams);
  });
});

describe('groups then a knockout', () => {
  it('splits by seeding order in a snake, sizes within one', () => {
    expect(groupsBySeeding(teamsOf(8), 2)).toEqual([
      ['t1', 't4', 't5', 't8'],
      ['t2', 't3', 't6', 't7'],
    ]);
    expect(groupsBySeeding(teamsOf(7), 3)).toEqual([
      ['t1', 't6', 't7'],
      ['t2', 't5'],
      ['t3', 't4'],
    ]);
  });

  const layouts = sizes.flatMap((n) =>
    [2, 3, 4, 8]
      .filter((groups) => groups * 2 <= n)
      .flatMap((groups) => [1, 2].map((advance) => [n, groups, advance] as const)),
  );

  it.each(layouts)(
    '%i teams in %i groups, top %i: each group a round robin, each team once a round',
    (n, groups, advance) => {
      const teams = teamsOf(n);
      const draw = drawChampionship(teams, { kind: 'groups', groups, advancePerGroup: advance });

      expect(draw.groups).toHaveLength(groups);
      expect(draw.groups.flat().sort()).toEqual([...teams].sort());
      const groupRounds = draw.rounds.filter((round) => round.stage === 'groups');
      for (const round of groupRounds) {
        const seen = [...round.matches.flatMap((m) => [m.home, m.away]), ...round.byes];
        expect(new Set(seen.map(label)).size).toBe(seen.length);
      }
      const matches = matchesOf(groupRounds);
      draw.groups.forEach((members, group) => {
        const own = matches.filter((m) => m.group === group);
        expect(own.every((m) => members.includes(teamOf(m.home)))).toBe(true);
        expect(own.every((m) => members.includes(teamOf(m.away)))).toBe(true);
        const pairs = countBy(own, pairKey);
        expect(pairs.size).toBe((members.length * (members.length - 1)) / 2);
        expect([...pairs.values()].every((count) => count === 1)).toBe(true);
      });
      // The knockout follows every group round.
      const firstKnockout = draw.rounds.findIndex((round) => round.stage === 'knockout');
      expect(firstKnockout).toBe(groupRounds.length);
      expect(draw.bracketSize).toBe(2 ** Math.ceil(Math.log2(groups * advance)));
    },
  );

  it.each(layouts.filter(([, groups]) => groups > 1))(
    '%i teams in %i groups, top %i: no knockout opening between teams of one group',
    (n, groups, advance) => {
      const draw = drawChampionship(teamsOf(n), {
        kind: 'groups',
        groups,
        advancePerGroup: advance,
      });
      const opening = draw.rounds.find((round) => round.stage === 'knockout')!;
      for (const match of opening.matches) {
        const [home, away] = [match.home, match.away];
        if (!('group' in home) || !('group' in away)) throw new Error('not a group place');
        expect(home.group).not.toBe(away.group);
      }
    },
  );

  it('two groups, top two: crossed, A1 v B2 and B1 v A2, then the final', () => {
    const draw = drawChampionship(teamsOf(8), { kind: 'groups', groups: 2, advancePerGroup: 2 });
    const knockout = draw.rounds.filter((round) => round.stage === 'knockout');
    expect(
      knockout.map((round) => round.matches.map((m) => `${label(m.home)} v ${label(m.away)}`)),
    ).toEqual([['G0P1 v G1P2', 'G1P1 v G0P2'], ['W(r4m1) v W(r4m2)']]);
  });

  it('three groups, top two: byes to two group winners, no group meets itself', () => {
    const qualifiers = crossedQualifiers(3, 2);
    expect(qualifiers.slice(0, 3).map((q) => q.place)).toEqual([1, 1, 1]);
    const draw = drawChampionship(teamsOf(9), { kind: 'groups', groups: 3, advancePerGroup: 2 });
    const opening = draw.rounds.find((round) => round.stage === 'knockout')!;
    expect(opening.byes.map(label)).toEqual(['G0P1', 'G1P1']);
    expect(opening.matches).toHaveLength(2);
  });

  it('refuses groups it cannot fill', () => {
    const teams = teamsOf(5);
    expect(() =>
      drawChampionship(teams, { kind: 'groups', groups: 3, advancePerGroup: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      drawChampionship(teams, { kind: 'groups', groups: 2, advancePerGroup: 3 }),
    ).toThrow(RangeError);
    expect(() => drawChampionship(['a', 'a', 'b'], { kind: 'league', legs: 1 })).toThrow(
      RangeError,
    );
  });
});
