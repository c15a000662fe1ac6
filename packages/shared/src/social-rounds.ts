/**
 * Americano and Mexicano nights: who plays with whom, on which court, round after round.
 * Players are named by their ids; a court by its index in the event's courts. Pure, so the
 * server draws with it and its tests prove the fairness a club promises its players.
 */

export type PlayerPair = readonly [string, string];

export interface SocialGame {
  /** Index of the court in the event's courts. */
  court: number;
  pairs: readonly [PlayerPair, PlayerPair];
}

export interface SocialRound {
  games: SocialGame[];
  /** Players sitting this round out: more players than four per court. */
  resting: string[];
}

/** Points won so far, as the leaderboard orders players. */
export interface SocialStanding {
  userId: string;
  points: number;
  played: number;
}

export interface PlayedGame {
  pairs: readonly [PlayerPair, PlayerPair];
  points: readonly [number, number] | null;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * The `count` players who sit out: those who sat out least so far; among equals the turn
 * goes round the list from where the last round's stopped, so everyone waits as often.
 */
export function restingPlayers(
  players: readonly string[],
  count: number,
  sitOuts: ReadonlyMap<string, number>,
  round: number,
): string[] {
  if (count <= 0) return [];
  const n = players.length;
  const start = (round * count) % n;
  return players
    .map((id, index) => ({ id, times: sitOuts.get(id) ?? 0, turn: (index - start + n) % n }))
    .sort((a, b) => a.times - b.times || a.turn - b.turn)
    .slice(0, count)
    .map((entry) => entry.id);
}

/** Everyone plays: the circle method, where each player partners every other once in n-1 rounds. */
function circlePairs(players: readonly string[], round: number): PlayerPair[] {
  const m = players.length - 1;
  const at = (i: number) => players[(((round + i) % m) + m) % m]!;
  const pairs: PlayerPair[] = [[players[m]!, at(0)]];
  for (let i = 1; i < players.length / 2; i += 1) pairs.push([at(i), at(-i)]);
  return pairs;
}

/** Some sit out: each player in turn takes the partner they have played with least. */
function leastPartneredPairs(active: readonly string[], partnered: ReadonlyMap<string, number>) {
  const free = [...active];
  const pairs: PlayerPair[] = [];
  while (free.length > 1) {
    const first = free.shift()!;
    let best = 0;
    free.forEach((other, index) => {
      const times = partnered.get(pairKey(first, other)) ?? 0;
      if (times < (partnered.get(pairKey(first, free[best]!)) ?? 0)) best = index;
    });
    pairs.push([first, free.splice(best, 1)[0]!]);
  }
  return pairs;
}

const gamesOf = (pairs: readonly PlayerPair[]): SocialGame[] =>
  Array.from({ length: pairs.length / 2 }, (_, court) => ({
    court,
    pairs: [pairs[2 * court]!, pairs[2 * court + 1]!] as const,
  }));

function restingCount(players: number, courts: number) {
  if (players % 4 !== 0 || courts < 1)
    throw new RangeError('Four players a court, one court or more');
  return Math.max(0, players - 4 * courts);
}

/**
 * Americano: rotating partners. Rounds 0 to `round` are drawn in turn (each depends on who
 * sat out and partnered before) and the last is answered. With no one sitting out, every
 * player partners every other exactly once in n-1 rounds.
 */
export function americanoRound(
  players: readonly string[],
  courts: number,
  round: number,
): SocialRound {
  const resting = restingCount(players.length, courts);
  const sitOuts = new Map<string, number>();
  const partnered = new Map<string, number>();
  let drawn: SocialRound = { games: [], resting: [] };
  for (let r = 0; r <= round; r += 1) {
    const out = restingPlayers(players, resting, sitOuts, r);
    const active = players.filter((id) => !out.includes(id));
    const pairs = resting === 0 ? circlePairs(players, r) : leastPartneredPairs(active, partnered);
    drawn = { games: gamesOf(pairs), resting: out };
    for (const id of out) sitOuts.set(id, (sitOuts.get(id) ?? 0) + 1);
    for (const [a, b] of pairs)
      partnered.set(pairKey(a, b), (partnered.get(pairKey(a, b)) ?? 0) + 1);
  }
  return drawn;
}

/**
 * Mexicano: pairs by current standing (best first). Those who sat out least sit out; the
 * others fill the courts four by four from the top, 1st and 4th against 2nd and 3rd.
 */
export function mexicanoRound(
  standing: readonly string[],
  courts: number,
  sitOuts: ReadonlyMap<string, number>,
  round: number,
): SocialRound {
  const out = restingPlayers(standing, restingCount(standing.length, courts), sitOuts, round);
  const active = standing.filter((id) => !out.includes(id));
  const pairs = Array.from({ length: active.length / 4 }, (_, court) => {
    const [first, second, third, fourth] = active.slice(4 * court, 4 * court + 4);
    return [
      [first!, fourth!],
      [second!, third!],
    ] as PlayerPair[];
  }).flat();
  return { games: gamesOf(pairs), resting: out };
}

/**
 * The leaderboard: each player's points (the points their pair won in each game entered),
 * most first; equal points go to who played fewer games, then to the order players joined.
 */
export function socialStandings(
  players: readonly string[],
  games: readonly PlayedGame[],
): SocialStanding[] {
  const rows = new Map(players.map((userId) => [userId, { userId, points: 0, played: 0 }]));
  for (const game of games) {
    if (!game.points) continue;
    game.pairs.forEach((pair, side) => {
      for (const id of pair) {
        const row = rows.get(id);
        if (!row) continue;
        row.points += game.points![side]!;
        row.played += 1;
      }
    });
  }
  const order = new Map(players.map((id, index) => [id, index]));
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points || a.played - b.played || order.get(a.userId)! - order.get(b.userId)!,
  );
}

/** The sit-outs so far of each player, from the rounds drawn before. */
export function sitOutsOf(rounds: readonly Pick<SocialRound, 'resting'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const round of rounds)
    for (const id of round.resting) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** Points entered for a game: whole numbers that add up to the event's points per game. */
export const pointsAddUp = (points: readonly number[], perGame: number) =>
  points.length === 2 &&
  points.every((p) => Number.isInteger(p) && p >= 0) &&
  points[0]! + points[1]! === perGame;
