/**
 * A championship's draw: who meets whom, round by round, for the three formats an owner may
 * choose (a league, groups then a knockout, a knockout alone). Teams are named by their ids,
 * in the owner's seeding order (the first is the top seed). Pure, with the random source
 * injected, so the server draws with it and its tests prove the fairness a club promises.
 */

export type DrawFormat =
  | { kind: 'league'; legs: 1 | 2 }
  | { kind: 'groups'; groups: number; advancePerGroup: number }
  | { kind: 'knockout'; seeding: 'order' | 'drawn' };

/** Who plays in a place of a match: a known team, or one known only once earlier games end. */
export type DrawSlot =
  | { team: string }
  /** The winner of a knockout match of an earlier round, by its id. */
  | { winnerOf: string }
  | GroupPlace;

/** The team finishing at `place` (1 = first) of group `group` (0 = the first group). */
export interface GroupPlace {
  group: number;
  place: number;
}

export interface DrawMatch {
  /** Unique in the draw: `r<round>m<match>`, both counted from 1. */
  id: string;
  home: DrawSlot;
  away: DrawSlot;
  /** The group this match belongs to, in a groups stage. */
  group?: number;
}

export type DrawStage = 'league' | 'groups' | 'knockout';

export interface DrawRound {
  stage: DrawStage;
  matches: DrawMatch[];
  /** Who does not play this round: a round robin's odd team out, a knockout's free pass. */
  byes: DrawSlot[];
}

export interface ChampionshipDraw {
  rounds: DrawRound[];
  /** The teams of each group, in seeding order; one group holding everyone for a league. */
  groups: string[][];
  /** The knockout's size, a power of two; null without a knockout. */
  bracketSize: number | null;
  /** The order teams were seeded in: the owner's, or the drawn one. */
  seeding: string[];
}

/** A number in [0, 1), as Math.random gives. */
export type RandomSource = () => number;

/** A pairing before it becomes a match with an id; null is the absent opponent of a bye. */
export type DrawPairing = readonly [home: DrawSlot | null, away: DrawSlot | null];

interface StageRound {
  pairings: DrawPairing[];
  group?: number;
}

const teamSlot = (team: string): DrawSlot => ({ team });

/** The smallest power of two holding `count` entries. */
export function bracketSizeFor(count: number): number {
  let size = 1;
  while (size < count) size *= 2;
  return size;
}

/** A uniformly drawn order of the teams (Fisher–Yates) from the given random source. */
export function drawnSeeding(teams: readonly string[], random: RandomSource): string[] {
  const order = [...teams];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * One round robin (the circle method): n-1 rounds for an even n, n rounds for an odd n where
 * each team sits out once. Teams 0..m-1 (m odd) meet in round (x + y) / 2 mod m, and the team
 * i places behind r is at home against the one i ahead: each team is at home against the
 * (m-1)/2 teams an even distance 2i ahead of it and away to the rest, so all have the same
 * home count. With an even n the last team meets team r in round r, at home in the even
 * rounds, so no team's home count is more than one away from another's.
 */
export function roundRobin(teams: readonly DrawSlot[]): DrawPairing[][] {
  const n = teams.length;
  if (n < 2) return [];
  const m = n % 2 === 0 ? n - 1 : n;
  const fixed = n % 2 === 0 ? teams[n - 1]! : null;
  const at = (index: number) => teams[((index % m) + m) % m]!;
  const rounds: DrawPairing[][] = [];
  for (let r = 0; r < m; r += 1) {
    const round: DrawPairing[] = [r % 2 === 0 ? [fixed, at(r)] : [at(r), fixed]];
    for (let i = 1; i <= (m - 1) / 2; i += 1) {
      round.push([at(r - i), at(r + i)]);
    }
    rounds.push(round);
  }
  return rounds;
}

/** The second leg: the same rounds again with home and away swapped. */
function returnLeg(rounds: readonly DrawPairing[][]): DrawPairing[][] {
  return rounds.map((round) => round.map(([home, away]) => [away, home] as const));
}

/**
 * The bracket's positions by seed (1 = top seed): seeds s and size+1-s meet first, and the
 * top two seeds can only meet in the final, each half built the same way.
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/**
 * Groups by seeding order, in a snake (A B C C B A A B C…), so every group gets one team of
 * each band of seeds and group sizes differ by at most one.
 */
export function groupsBySeeding(teams: readonly string[], count: number): string[][] {
  const groups: string[][] = Array.from({ length: count }, () => []);
  teams.forEach((team, index) => {
    const band = Math.floor(index / count);
    const offset = index % count;
    groups[band % 2 === 0 ? offset : count - 1 - offset]!.push(team);
  });
  return groups;
}

/** Same-group entries meeting in the knockout's first round, which a crossed draw avoids. */
function sameGroupMeetings(entries: readonly GroupPlace[]): number {
  const positions = bracketOrder(bracketSizeFor(entries.length)).map((seed) => entries[seed - 1]);
  let meetings = 0;
  for (let i = 0; i < positions.length; i += 2) {
    const [a, b] = [positions[i], positions[i + 1]];
    if (a && b && a.group === b.group) meetings += 1;
  }
  return meetings;
}

/**
 * Qualifiers place by place (all winners, then all runners-up…); place p lists the groups
 * turned by `shift` for each place after the first, read backwards when `reversed`.
 */
function placeMajorOrder(
  groupCount: number,
  advancePerGroup: number,
  shift: number,
  reversed: boolean,
): GroupPlace[] {
  return Array.from({ length: advancePerGroup }, (_, index) => {
    const groups = Array.from({ length: groupCount }, (_, g) => (g + shift * index) % groupCount);
    if (reversed && index > 0) groups.reverse();
    return groups.map((group) => ({ group, place: index + 1 }));
  }).flat();
}

/**
 * The qualifiers of the groups in seeding order for the knockout, crossed: all group winners
 * first (A1, B1, …), so byes go to them, then the later places in the first order of groups
 * that keeps teams of one group apart in the first round, where that can be done (with two
 * groups: A1 v B2, B1 v A2). Few orders are tried: a championship has a handful of groups.
 */
export function crossedQualifiers(groupCount: number, advancePerGroup: number): GroupPlace[] {
  const candidates = [false, true].flatMap((reversed) =>
    Array.from({ length: groupCount }, (_, shift) =>
      placeMajorOrder(groupCount, advancePerGroup, shift, reversed),
    ),
  );
  return candidates.reduce((best, candidate) =>
    sameGroupMeetings(candidate) < sameGroupMeetings(best) ? candidate : best,
  );
}

/** Pairings become matches with ids; a pairing with an absent side is a bye. */
function toRound(stage: DrawStage, number: number, parts: readonly StageRound[]): DrawRound {
  const matches: DrawMatch[] = [];
  const byes: DrawSlot[] = [];
  for (const { pairings, group } of parts)
    for (const [home, away] of pairings) {
      if (home && away)
        matches.push({
          id: `r${number}m${matches.length + 1}`,
          home,
          away,
          ...(group === undefined ? {} : { group }),
        });
      else {
        const alone = home ?? away;
        if (alone) byes.push(alone);
      }
    }
  return { stage, matches, byes };
}

/**
 * A knockout over entries in seeding order, after `before` earlier rounds. The bracket is the
 * next power of two and the missing entries are byes, which fall to the top seeds (each faces
 * a seed beyond the last), so two byes never meet and they spread over the bracket's halves as
 * the seeds do. Each later slot names the winner of the match feeding it, or the entry itself
 * when it had a bye; so byes happen in the first round only, and the better seed is at home.
 */
function knockoutStage(entries: readonly DrawSlot[], before: number): DrawRound[] {
  let slots: (DrawSlot | null)[] = bracketOrder(bracketSizeFor(entries.length)).map(
    (seed) => entries[seed - 1] ?? null,
  );
  const rounds: DrawRound[] = [];
  while (slots.length > 1) {
    const pairings = Array.from({ length: slots.length / 2 }, (_, i): DrawPairing => [
      slots[2 * i] ?? null,
      slots[2 * i + 1] ?? null,
    ]);
    const round = toRound('knockout', before + rounds.length + 1, [{ pairings }]);
    let played = 0;
    slots = pairings.map(([home, away]) =>
      home && away ? { winnerOf: round.matches[played++]!.id } : (home ?? away),
    );
    rounds.push(round);
  }
  return rounds;
}

/** Several groups play their round robins side by side: round r holds each group's round r. */
function groupStage(groups: readonly string[][]): DrawRound[] {
  const perGroup = groups.map((group) => roundRobin(group.map(teamSlot)));
  const count = Math.max(0, ...perGroup.map((rounds) => rounds.length));
  return Array.from({ length: count }, (_, r) =>
    toRound(
      'groups',
      r + 1,
      perGroup.flatMap((rounds, group) => {
        const pairings = rounds[r];
        return pairings ? [{ pairings, group }] : [];
      }),
    ),
  );
}

const isCountFrom = (value: number, least: number) => Number.isInteger(value) && value >= least;

/** Every group holds two teams at least, and the knockout takes two or more of them. */
function assertGroupsFit(teamCount: number, groups: number, advancePerGroup: number): void {
  if (!isCountFrom(groups, 1) || groups * 2 > teamCount)
    throw new RangeError('Each group needs two teams');
  if (!isCountFrom(advancePerGroup, 1) || advancePerGroup > Math.floor(teamCount / groups))
    throw new RangeError('More teams advance than a group holds');
  if (groups * advancePerGroup < 2) throw new RangeError('A knockout needs two teams');
}

function assertDrawable(teams: readonly string[], format: DrawFormat): void {
  if (new Set(teams).size !== teams.length) throw new RangeError('A team is listed twice');
  if (teams.length < 2) throw new RangeError('A championship needs two teams');
  if (format.kind === 'groups')
    assertGroupsFit(teams.length, format.groups, format.advancePerGroup);
}

/**
 * The whole draw for `teams` (in the owner's seeding order) in `format`. A drawn knockout
 * seeds by `random`, injected so a test can fix it.
 */
export function drawChampionship(
  teams: readonly string[],
  format: DrawFormat,
  random: RandomSource = Math.random,
): ChampionshipDraw {
  assertDrawable(teams, format);
  switch (format.kind) {
    case 'league': {
      const firstLeg = roundRobin(teams.map(teamSlot));
      const legs = format.legs === 2 ? [...firstLeg, ...returnLeg(firstLeg)] : firstLeg;
      return {
        rounds: legs.map((pairings, r) => toRound('league', r + 1, [{ pairings }])),
        groups: [[...teams]],
        bracketSize: null,
        seeding: [...teams],
      };
    }
    case 'groups': {
      const groups = groupsBySeeding(teams, format.groups);
      const groupRounds = groupStage(groups);
      const qualifiers = crossedQualifiers(format.groups, format.advancePerGroup);
      return {
        rounds: [...groupRounds, ...knockoutStage(qualifiers, groupRounds.length)],
        groups,
        bracketSize: bracketSizeFor(qualifiers.length),
        seeding: [...teams],
      };
    }
    case 'knockout': {
      const seeding = format.seeding === 'drawn' ? drawnSeeding(teams, random) : [...teams];
      return {
        rounds: knockoutStage(seeding.map(teamSlot), 0),
        groups: [],
        bracketSize: bracketSizeFor(teams.length),
        seeding,
      };
    }
  }
}
