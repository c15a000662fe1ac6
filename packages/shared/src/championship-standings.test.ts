import { describe, expect, it } from 'vitest';
import {
  standings,
  topScorers,
  type PlayedResult,
  type StandingRow,
  type StandingTeam,
} from './championship-standings.js';
import { gamesWon, setsWon } from './championship-season.js';

const teamsNamed = (...names: string[]): StandingTeam[] =>
  names.map((name) => ({ id: name.toLowerCase(), name }));

/** "Home 2-1 Away" with teams named by their ids. */
const result = (line: string): PlayedResult => {
  const match = /^(\S+) (\d+)-(\d+) (\S+)$/.exec(line);
  if (!match) throw new Error(`Not a result: ${line}`);
  const [, home, homeScore, awayScore, away] = match;
  return { home: home!, away: away!, homeScore: Number(homeScore), awayScore: Number(awayScore) };
};

/** "Home 6-4 3-6 7-5 Away": a padel match, its score the sets won, with its games. */
const padelResult = (line: string): PlayedResult => {
  const [home, ...rest] = line.split(' ');
  const away = rest.pop()!;
  const sets = rest.map((set) => {
    const [a, b] = set.split('-').map(Number);
    return { a: a!, b: b! };
  });
  const [won, games] = [setsWon(sets), gamesWon(sets)];
  return {
    home: home!,
    away,
    homeScore: won.home,
    awayScore: won.away,
    homeGames: games.home,
    awayGames: games.away,
  };
};

/** A table as written by hand: name, played, won, drawn, lost, for, against, difference, points. */
const asLines = (rows: readonly StandingRow[]) =>
  rows.map((r) => [
    r.name,
    r.played,
    r.won,
    r.drawn,
    r.lost,
    r.for,
    r.against,
    r.difference,
    r.points,
  ]);

describe('standings', () => {
  it('counts a round robin of four as worked by hand', () => {
    const teams = teamsNamed('Atletico', 'Betis', 'Celta', 'Deportivo');
    const results = [
      'atletico 2-0 betis',
      'celta 1-1 deportivo',
      'atletico 1-1 celta',
      'betis 3-1 deportivo',
      'deportivo 0-2 atletico',
      'betis 2-2 celta',
    ].map(result);

    expect(asLines(standings(teams, results))).toEqual([
      ['Atletico', 3, 2, 1, 0, 5, 1, 4, 7],
      ['Betis', 3, 1, 1, 1, 5, 5, 0, 4],
      ['Celta', 3, 0, 3, 0, 4, 4, 0, 3],
      ['Deportivo', 3, 0, 1, 2, 2, 6, -4, 1],
    ]);
  });

  it('lists teams yet to play, by name, with an empty line', () => {
    const teams = teamsNamed('Zaragoza', 'Alaves', 'Malaga');
    expect(asLines(standings(teams, []))).toEqual([
      ['Alaves', 0, 0, 0, 0, 0, 0, 0, 0],
      ['Malaga', 0, 0, 0, 0, 0, 0, 0, 0],
      ['Zaragoza', 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('breaks a two-way tie on points by their own match before the difference', () => {
    const teams = teamsNamed('Elche', 'Fuenla', 'Getafe', 'Huesca');
    const results = [
      'elche 0-1 fuenla',
      'elche 5-0 getafe',
      'elche 1-0 huesca',
      'fuenla 1-0 getafe',
      'huesca 2-0 fuenla',
      'getafe 0-0 huesca',
    ].map(result);

    // Elche (+5) has the better difference, but Fuenla won their match.
    expect(asLines(standings(teams, results))).toEqual([
      ['Fuenla', 3, 2, 0, 1, 2, 2, 0, 6],
      ['Elche', 3, 2, 0, 1, 6, 1, 5, 6],
      ['Huesca', 3, 1, 1, 1, 2, 1, 1, 4],
      ['Getafe', 3, 0, 1, 2, 0, 6, -6, 1],
    ]);
  });

  it('breaks a three-way tie by points and then difference in the matches among them', () => {
    const teams = teamsNamed('Avila', 'Burgos', 'Cadiz', 'Daimiel');
    // Among the three each won once (3 points each); their difference there:
    // Avila 4-2 (+2), Cadiz 2-2 (0), Burgos 1-3 (-2).
    const results = [
      'avila 3-0 burgos',
      'burgos 1-0 cadiz',
      'cadiz 2-1 avila',
      'burgos 5-0 daimiel',
      'cadiz 1-0 daimiel',
      'avila 1-0 daimiel',
    ].map(result);

    // Overall, Burgos (+3) would come before Cadiz (+1); head-to-head puts Cadiz first.
    expect(asLines(standings(teams, results))).toEqual([
      ['Avila', 3, 2, 0, 1, 5, 2, 3, 6],
      ['Cadiz', 3, 2, 0, 1, 3, 2, 1, 6],
      ['Burgos', 3, 2, 0, 1, 6, 3, 3, 6],
      ['Daimiel', 3, 0, 0, 3, 0, 7, -7, 0],
    ]);
  });

  it('falls to the overall difference when head-to-head cannot break the tie', () => {
    const teams = teamsNamed('Palencia', 'Quintana', 'Reus', 'Soria');
    const results = [
      'palencia 1-1 quintana',
      'palencia 3-0 reus',
      'quintana 2-0 reus',
      'soria 1-0 palencia',
      'quintana 1-2 soria',
      'reus 0-0 soria',
    ].map(result);

    expect(asLines(standings(teams, results))).toEqual([
      ['Soria', 3, 2, 1, 0, 3, 1, 2, 7],
      ['Palencia', 3, 1, 1, 1, 4, 2, 2, 4],
      ['Quintana', 3, 1, 1, 1, 4, 3, 1, 4],
      ['Reus', 3, 0, 1, 2, 0, 5, -5, 1],
    ]);
  });

  it('then to goals scored, then to the name', () => {
    const teams = teamsNamed('Zeta', 'Alba', 'Ibiza', 'Olot', 'Mora');
    const results = [
      'zeta 2-2 alba',
      'zeta 3-2 ibiza',
      'alba 1-0 ibiza',
      // Olot and Mora: equal in everything, their match a draw.
      'olot 1-1 mora',
    ].map(result);

    expect(standings(teams, results).map((row) => row.name)).toEqual([
      'Zeta', // 4 points, +1, 5 scored
      'Alba', // 4 points, +1, 3 scored
      'Mora', // 1 point, 0, 1 scored: before Olot by name only
      'Olot',
      'Ibiza',
    ]);
  });

  it('counts both legs of a home and away tie in the head-to-head', () => {
    const teams = teamsNamed('Lugo', 'Vigo', 'Ourense');
    const results = [
      'lugo 1-0 vigo',
      'vigo 3-0 lugo', // Vigo +2 over the two legs
      'lugo 4-0 ourense',
      'ourense 0-4 lugo',
      'vigo 1-0 ourense',
      'ourense 0-1 vigo',
    ].map(result);

    expect(asLines(standings(teams, results))).toEqual([
      ['Vigo', 4, 3, 0, 1, 5, 1, 4, 9],
      ['Lugo', 4, 3, 0, 1, 9, 3, 6, 9],
      ['Ourense', 4, 0, 0, 4, 0, 10, -10, 0],
    ]);
  });

  it('takes the points per win, draw and loss the owner chose', () => {
    const teams = teamsNamed('Ronda', 'Tarifa', 'Ubeda');
    const results = ['ronda 1-0 tarifa', 'ronda 0-2 ubeda', 'tarifa 1-1 ubeda'].map(result);
    const rows = standings(teams, results, { win: 2, draw: 1, loss: 0 });

    expect(rows.map((r) => [r.name, r.points])).toEqual([
      ['Ubeda', 3],
      ['Ronda', 2],
      ['Tarifa', 1],
    ]);
    expect(standings(teams, results).map((r) => [r.name, r.points])).toEqual([
      ['Ubeda', 4],
      ['Ronda', 3],
      ['Tarifa', 1],
    ]);
  });

  it('counts a padel league in sets and games as worked by hand', () => {
    const teams = teamsNamed('Alba', 'Brea', 'Cies', 'Dena');
    const results = [
      'alba 6-4 6-3 brea',
      'cies 6-2 4-6 6-4 dena',
      'alba 3-6 6-4 7-6 cies',
      'brea 6-1 6-2 dena',
      'dena 6-4 6-4 alba',
      'brea 7-5 3-6 6-4 cies',
    ].map(padelResult);

    const table = standings(teams, results);
    // Alba and Brea: 6 points each, Alba won their match; Cies beat Dena.
    expect(asLines(table)).toEqual([
      ['Alba', 3, 2, 0, 1, 4, 3, 1, 6],
      ['Brea', 3, 2, 0, 1, 4, 3, 1, 6],
      ['Cies', 3, 1, 0, 2, 4, 5, -1, 3],
      ['Dena', 3, 1, 0, 2, 3, 4, -1, 3],
    ]);
    expect(table.map((row) => [row.gamesFor, row.gamesAgainst])).toEqual([
      [36, 35],
      [35, 30],
      [47, 44],
      [27, 36],
    ]);
  });

  it('breaks a padel tie by game difference after the set difference', () => {
    const teams = teamsNamed('Avila', 'Zafra', 'Mieres');
    // Avila and Zafra never met: both won 2-0 in sets, Zafra by more games.
    const results = ['zafra 6-0 6-0 mieres', 'avila 6-4 6-4 mieres'].map(padelResult);
    expect(standings(teams, results).map((row) => row.name)).toEqual(['Zafra', 'Avila', 'Mieres']);
  });

  it('refuses a result it cannot count', () => {
    const teams = teamsNamed('Avila', 'Burgos');
    expect(() => standings(teams, [result('avila 1-0 cadiz')])).toThrow(RangeError);
    expect(() => standings(teams, [result('avila 1-0 avila')])).toThrow(RangeError);
    expect(() =>
      standings(teams, [{ home: 'avila', away: 'burgos', homeScore: -1, awayScore: 0 }]),
    ).toThrow(RangeError);
  });
});

describe('topScorers', () => {
  const results: PlayedResult[] = [
    {
      ...result('avila 3-1 burgos'),
      scorers: [
        { team: 'avila', name: 'Lucia Gil', playerId: 'u1', goals: 2 },
        { team: 'avila', name: 'Ana Ruiz', playerId: 'u2' },
        { team: 'burgos', name: 'Marta', goals: 1 },
      ],
    },
    {
      ...result('burgos 2-2 avila'),
      // One of Avila's goals was an own goal: only one Avila scorer named.
      scorers: [
        { team: 'burgos', name: 'Marta', goals: 2 },
        { team: 'avila', name: 'Lucia Gil', playerId: 'u1' },
      ],
    },
    result('avila 0-0 burgos'),
  ];

  it('adds up each player’s goals, most first, then by name', () => {
    expect(topScorers(results)).toEqual([
      { playerId: 'u1', name: 'Lucia Gil', team: 'avila', goals: 3 },
      { playerId: null, name: 'Marta', team: 'burgos', goals: 3 },
      { playerId: 'u2', name: 'Ana Ruiz', team: 'avila', goals: 1 },
    ]);
  });

  it('keeps two players entered by the same name in different teams apart', () => {
    const scorers = topScorers([
      {
        ...result('avila 1-1 burgos'),
        scorers: [
          { team: 'avila', name: 'Pablo' },
          { team: 'burgos', name: 'Pablo' },
        ],
      },
    ]);
    expect(scorers.map((s) => [s.name, s.team, s.goals])).toEqual([
      ['Pablo', 'avila', 1],
      ['Pablo', 'burgos', 1],
    ]);
  });

  it('refuses scorers who did not play or goals the score does not hold', () => {
    expect(() =>
      topScorers([{ ...result('avila 1-0 burgos'), scorers: [{ team: 'cadiz', name: 'Eva' }] }]),
    ).toThrow(RangeError);
    expect(() =>
      topScorers([
        { ...result('avila 1-0 burgos'), scorers: [{ team: 'avila', name: 'Eva', goals: 2 }] },
      ]),
    ).toThrow(RangeError);
  });
});
