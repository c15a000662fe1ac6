import type {
  ChampionshipFixture,
  ChampionshipSeason,
  SetScore,
  StandingRow,
  TopScorer,
} from '@courtside/shared';

/** Who fills a place of a fixture, as the championship's page names it. */
export type SlotView =
  | { kind: 'team'; id: string; name: string }
  /** The winner of an earlier knockout fixture, by that fixture's number. */
  | { kind: 'winnerOf'; match: number }
  /** The team finishing at `place` (1 = first) of group `group` (0 = the first). */
  | { kind: 'groupPlace'; group: number; place: number }
  /** No opponent: the other team goes through. */
  | { kind: 'bye' };

export type FixtureStage = 'league' | 'groups' | 'knockout';

/** One fixture as the page shows it: who, where and when (once placed), and the score. */
export interface FixtureView {
  id: string;
  /** Its number in the championship, counted from 1, as "Winner of match 3" names it. */
  number: number;
  /** The round it belongs to, counted from 1. */
  round: number;
  stage: FixtureStage;
  /** Its group in a groups stage (0 = A). */
  group: number | null;
  home: SlotView;
  away: SlotView;
  /** When and where it is played; null until it is placed on a court. */
  startsAt: string | null;
  /** When a fixture placed on a court ends: its captains propose its result from then on. */
  endsAt: string | null;
  court: string | null;
  /** Goals, or the sets each padel pair won. */
  score: { home: number; away: number } | null;
  /** A played padel match's sets (the home pair as a); null for football. */
  sets: SetScore[] | null;
  /** A captain's result waiting for the other captain (pending) or the owner (disputed). */
  proposal: FixtureProposalView | null;
}

export interface FixtureProposalView {
  /** The team whose captain proposed it. */
  by: string;
  score: { home: number; away: number };
  sets: SetScore[] | null;
  status: 'pending' | 'disputed';
}

/** A championship's season as its page shows it. */
export interface SeasonView {
  timeZone: string;
  /** Football (goals and scorers) or padel (pairs, sets and games). */
  sport: ChampionshipSeason['sport'];
  fixtures: FixtureView[];
  /** One table for a league; one per group; none for a knockout alone. */
  tables: Array<{ group: number | null; rows: StandingRow[] }>;
  scorers: TopScorer[];
  /** The knockout's size (a power of two); null without a knockout. */
  bracketSize: number | null;
  teamNames: ReadonlyMap<string, string>;
}

/** A side's team name; empty while the side is not known. */
export const teamNameOf = (slot: SlotView) => (slot.kind === 'team' ? slot.name : '');

/** A padel match's sets as a line, the home pair's games first: "6-4 3-6 7-5". */
export const setsText = (sets: readonly SetScore[]) =>
  sets.map((set) => `${set.a}-${set.b}`).join(' ');

/** The group's letter: 0 is A. */
export const groupLetter = (group: number) => String.fromCharCode(65 + group);

/** Which side won a played knockout fixture; null before it is played or on a draw. */
export function winnerSide(fixture: FixtureView): 'home' | 'away' | null {
  if (fixture.away.kind === 'bye') return 'home';
  if (fixture.home.kind === 'bye') return 'away';
  if (!fixture.score || fixture.score.home === fixture.score.away) return null;
  return fixture.score.home > fixture.score.away ? 'home' : 'away';
}

/** Fixtures round by round, the rounds in order and each round's fixtures by number. */
export function byRound(fixtures: readonly FixtureView[]): Array<[number, FixtureView[]]> {
  const rounds = new Map<number, FixtureView[]>();
  for (const fixture of [...fixtures].sort((a, b) => a.number - b.number)) {
    const round = rounds.get(fixture.round) ?? [];
    round.push(fixture);
    rounds.set(fixture.round, round);
  }
  return [...rounds.entries()].sort(([a], [b]) => a - b);
}

/** A side of the season's answer as the page names it. */
function slotOf(side: ChampionshipFixture['home'], numbers: ReadonlyMap<string, number>): SlotView {
  if (side.teamId) return { kind: 'team', id: side.teamId, name: side.name ?? '' };
  const source = side.source;
  if (source?.winnerOf) return { kind: 'winnerOf', match: numbers.get(source.winnerOf) ?? 0 };
  if (source && source.group !== null && source.place !== null)
    return { kind: 'groupPlace', group: source.group, place: source.place };
  return { kind: 'bye' };
}

/**
 * The season as its page shows it: fixtures numbered in round order (the number "Winner of
 * match 3" names), each side a team or whom it waits for.
 */
export function seasonViewOf(season: ChampionshipSeason): SeasonView {
  const ordered = season.rounds.flatMap((round) => round.fixtures);
  const numbers = new Map(ordered.map((fixture, index) => [fixture.id, index + 1]));
  return {
    timeZone: season.timeZone,
    sport: season.sport,
    fixtures: ordered.map((fixture) => ({
      id: fixture.id,
      number: numbers.get(fixture.id)!,
      round: fixture.round,
      stage: fixture.stage,
      group: fixture.group,
      home: slotOf(fixture.home, numbers),
      away: slotOf(fixture.away, numbers),
      startsAt: fixture.startsAt,
      endsAt: fixture.endsAt,
      court: fixture.court?.name ?? null,
      score:
        fixture.homeScore === null || fixture.awayScore === null
          ? null
          : { home: fixture.homeScore, away: fixture.awayScore },
      sets: fixture.sets,
      proposal: fixture.proposal && {
        by: fixture.proposal.by,
        score: { home: fixture.proposal.homeScore, away: fixture.proposal.awayScore },
        sets: fixture.proposal.sets,
        status: fixture.proposal.status,
      },
    })),
    tables: season.tables,
    scorers: season.topScorers,
    bracketSize: season.bracket?.size ?? null,
    teamNames: new Map(season.teams.map((team) => [team.id, team.name])),
  };
}
