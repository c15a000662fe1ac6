/**
 * A championship's table and top scorers from the results played so far. Pure, so the
 * server, the live screen and the tests all order teams the same way, by the tie-breaks the
 * championship's page states: points, then head-to-head among the tied teams (points in their
 * matches, then difference in them), then overall difference (goals, or sets in padel), then
 * padel's game difference, then scored, then name.
 */

export interface StandingTeam {
  id: string;
  name: string;
}

/** One goal scorer of a match: a player by account, or by name only, and their team. */
export interface ResultScorer {
  team: string;
  name: string;
  playerId?: string;
  /** Goals in this match; 1 when not given. */
  goals?: number;
}

export interface PlayedResult {
  home: string;
  away: string;
  /** Goals in football, sets won in padel. */
  homeScore: number;
  awayScore: number;
  /** Padel only: the games each side won over the match's sets. */
  homeGames?: number;
  awayGames?: number;
  /** Football only; may name fewer goals than were scored (own goals). */
  scorers?: readonly ResultScorer[];
}

export interface PointsRule {
  win: number;
  draw: number;
  loss: number;
}

export const defaultPointsRule: PointsRule = { win: 3, draw: 1, loss: 0 };

export interface StandingRow {
  team: string;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  for: number;
  against: number;
  difference: number;
  /** Padel: games won and lost (for and against count sets); 0 in football. */
  gamesFor: number;
  gamesAgainst: number;
  points: number;
}

export interface TopScorer {
  /** Null for a player entered by name only. */
  playerId: string | null;
  name: string;
  team: string;
  goals: number;
}

/** Points and difference in the matches between the teams tied on points. */
interface HeadToHead {
  points: number;
  difference: number;
}

const isScore = (value: number) => Number.isInteger(value) && value >= 0;

/** A result the table cannot take is a caller's mistake, never a quiet zero. */
function assertResult(result: PlayedResult, known: ReadonlySet<string>): void {
  if (!known.has(result.home) || !known.has(result.away))
    throw new RangeError('A result names a team outside the championship');
  if (result.home === result.away) throw new RangeError('A team cannot play itself');
  if (!isScore(result.homeScore) || !isScore(result.awayScore))
    throw new RangeError('A score is a whole number from zero');
}

const emptyRow = ({ id, name }: StandingTeam): StandingRow => ({
  team: id,
  name,
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  for: 0,
  against: 0,
  difference: 0,
  gamesFor: 0,
  gamesAgainst: 0,
  points: 0,
});

function pointsFor(scored: number, conceded: number, rule: PointsRule): number {
  if (scored > conceded) return rule.win;
  return scored === conceded ? rule.draw : rule.loss;
}

interface SideScore {
  scored: number;
  conceded: number;
  gamesWon: number;
  gamesLost: number;
}

function addMatch(row: StandingRow, side: SideScore, rule: PointsRule): void {
  const { scored, conceded } = side;
  row.played += 1;
  if (scored > conceded) row.won += 1;
  else if (scored === conceded) row.drawn += 1;
  else row.lost += 1;
  row.for += scored;
  row.against += conceded;
  row.difference = row.for - row.against;
  row.gamesFor += side.gamesWon;
  row.gamesAgainst += side.gamesLost;
  row.points += pointsFor(scored, conceded, rule);
}

const gameDifference = (row: StandingRow) => row.gamesFor - row.gamesAgainst;

/** Each tied team's points and difference counting only the matches among `tied`. */
function headToHead(
  tied: ReadonlySet<string>,
  results: readonly PlayedResult[],
  rule: PointsRule,
): Map<string, HeadToHead> {
  const table = new Map([...tied].map((team) => [team, { points: 0, difference: 0 }]));
  for (const { home, away, homeScore, awayScore } of results) {
    const [homeRow, awayRow] = [table.get(home), table.get(away)];
    if (!homeRow || !awayRow) continue;
    homeRow.points += pointsFor(homeScore, awayScore, rule);
    awayRow.points += pointsFor(awayScore, homeScore, rule);
    homeRow.difference += homeScore - awayScore;
    awayRow.difference += awayScore - homeScore;
  }
  return table;
}

/** The head-to-head of every team, worked out within the group it shares its points with. */
function headToHeadByPoints(
  rows: readonly StandingRow[],
  results: readonly PlayedResult[],
  rule: PointsRule,
): Map<string, HeadToHead> {
  const all = new Map<string, HeadToHead>();
  for (const points of new Set(rows.map((row) => row.points))) {
    const tied = new Set(rows.filter((row) => row.points === points).map((row) => row.team));
    for (const [team, entry] of headToHead(tied, results, rule)) all.set(team, entry);
  }
  return all;
}

/** Code-unit order, so every device lists equal teams alike whatever its language. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The table: one row per team (those yet to play too), ordered by points, head-to-head
 * points and difference among the teams tied on points, overall difference, game difference
 * (padel), scored, name.
 */
export function standings(
  teams: readonly StandingTeam[],
  results: readonly PlayedResult[],
  rule: PointsRule = defaultPointsRule,
): StandingRow[] {
  const rows = new Map(teams.map((team) => [team.id, emptyRow(team)]));
  const known = new Set(rows.keys());
  for (const result of results) {
    assertResult(result, known);
    const [homeGames, awayGames] = [result.homeGames ?? 0, result.awayGames ?? 0];
    addMatch(
      rows.get(result.home)!,
      {
        scored: result.homeScore,
        conceded: result.awayScore,
        gamesWon: homeGames,
        gamesLost: awayGames,
      },
      rule,
    );
    addMatch(
      rows.get(result.away)!,
      {
        scored: result.awayScore,
        conceded: result.homeScore,
        gamesWon: awayGames,
        gamesLost: homeGames,
      },
      rule,
    );
  }
  const table = [...rows.values()];
  const h2h = headToHeadByPoints(table, results, rule);
  const of = (row: StandingRow) => h2h.get(row.team)!;
  return table.sort(
    (a, b) =>
      b.points - a.points ||
      of(b).points - of(a).points ||
      of(b).difference - of(a).difference ||
      b.difference - a.difference ||
      gameDifference(b) - gameDifference(a) ||
      b.for - a.for ||
      byText(a.name, b.name) ||
      byText(a.team, b.team),
  );
}

/** The scorers of a match must play in it and cannot have scored more than their team. */
function assertScorers(result: PlayedResult): void {
  const goals = new Map([
    [result.home, 0],
    [result.away, 0],
  ]);
  for (const scorer of result.scorers ?? []) {
    const counted = goals.get(scorer.team);
    const scored = scorer.goals ?? 1;
    if (counted === undefined) throw new RangeError('A scorer plays for neither team');
    if (!Number.isInteger(scored) || scored < 1) throw new RangeError('A scorer scores goals');
    goals.set(scorer.team, counted + scored);
  }
  if (goals.get(result.home)! > result.homeScore || goals.get(result.away)! > result.awayScore)
    throw new RangeError('More scorers than goals');
}

/** A player by account is one person; one entered by name is known by name within a team. */
const scorerKey = ({ playerId, team, name }: ResultScorer) =>
  playerId === undefined ? `name:${team}:${name}` : `id:${playerId}`;

/** Top scorers: goals over all results, most first, then by name and team. */
export function topScorers(results: readonly PlayedResult[]): TopScorer[] {
  const scorers = new Map<string, TopScorer>();
  for (const result of results) {
    assertScorers(result);
    for (const scorer of result.scorers ?? []) {
      const key = scorerKey(scorer);
      const entry = scorers.get(key) ?? {
        playerId: scorer.playerId ?? null,
        name: scorer.name,
        team: scorer.team,
        goals: 0,
      };
      entry.goals += scorer.goals ?? 1;
      scorers.set(key, entry);
    }
  }
  return [...scorers.values()].sort(
    (a, b) => b.goals - a.goals || byText(a.name, b.name) || byText(a.team, b.team),
  );
}
