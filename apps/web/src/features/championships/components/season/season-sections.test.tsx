import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { anAuthResponse } from '@/test/fixtures';
import { renderSignedIn } from '@/test/render-app';
import type { FixtureView, SeasonView, SlotView } from '../../season-view';
import { SeasonSections } from './season-sections';

const team = (id: string, name: string): SlotView => ({ kind: 'team', id, name });
const [lions, bears, wolves, hawks] = [
  team('t1', 'Lions'),
  team('t2', 'Bears'),
  team('t3', 'Wolves'),
  team('t4', 'Hawks'),
];

function fixture(partial: Partial<FixtureView> & Pick<FixtureView, 'number' | 'round'>) {
  return {
    id: `f${partial.number}`,
    stage: 'knockout',
    group: null,
    home: lions,
    away: bears,
    startsAt: null,
    endsAt: null,
    court: null,
    score: null,
    sets: null,
    proposal: null,
    ...partial,
  } satisfies FixtureView;
}

/** A four-team knockout whose first semi-final is played, and a league table beside it. */
const season: SeasonView = {
  timeZone: 'Europe/Madrid',
  sport: 'football',
  fixtures: [
    fixture({
      number: 1,
      round: 1,
      home: lions,
      away: hawks,
      score: { home: 3, away: 1 },
      startsAt: '2026-12-08T18:00:00Z',
      endsAt: '2026-12-08T19:00:00Z',
      court: 'Pitch A',
    }),
    fixture({ number: 2, round: 1, home: bears, away: wolves }),
    fixture({
      number: 3,
      round: 2,
      home: lions,
      away: { kind: 'winnerOf', match: 2 },
    }),
  ],
  tables: [
    {
      group: null,
      rows: [
        {
          team: 't1',
          name: 'Lions',
          played: 2,
          won: 2,
          drawn: 0,
          lost: 0,
          for: 5,
          against: 1,
          difference: 4,
          gamesFor: 0,
          gamesAgainst: 0,
          points: 6,
        },
        {
          team: 't2',
          name: 'Bears',
          played: 2,
          won: 0,
          drawn: 0,
          lost: 2,
          for: 1,
          against: 5,
          difference: -4,
          gamesFor: 0,
          gamesAgainst: 0,
          points: 0,
        },
      ],
    },
  ],
  scorers: [
    { playerId: 'u1', name: 'Ana', team: 't1', goals: 3 },
    { playerId: null, name: 'Leo', team: 't2', goals: 1 },
  ],
  bracketSize: 4,
  teamNames: new Map([
    ['t1', 'Lions'],
    ['t2', 'Bears'],
  ]),
};

describe('A championship’s season', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('shows the table with named columns and the reader’s team marked', () => {
    renderSignedIn(<SeasonSections season={season} myTeam="t2" />, anAuthResponse());
    const table = screen.getByRole('table', { name: 'Table' });
    for (const name of [
      'Position',
      'Team',
      'Played',
      'Won',
      'Drawn',
      'Lost',
      'Goals for',
      'Goals against',
      'Goal difference',
      'Points',
    ])
      expect(within(table).getByRole('columnheader', { name }), name).toBeTruthy();
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2', '2', '0', '0', '5', '1', '+4', '6']);
    expect(within(second!).getByRole('rowheader').textContent).toBe('Bears (your team)');
    expect(screen.getByText(/ordered by their results against each other/)).toBeTruthy();
  });

  it('draws the bracket by rounds, the winner through and the place still waiting named', () => {
    renderSignedIn(<SeasonSections season={season} myTeam={null} />, anAuthResponse());
    const bracket = screen.getByRole('group', { name: 'Bracket' });
    const rounds = within(bracket)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(rounds).toEqual(['Semi-finals', 'Final']);
    expect(within(bracket).getByText('Winner of match 2')).toBeTruthy();

    const fixtures = screen.getByRole('region', { name: 'Fixtures' });
    expect(within(fixtures).getByText('Match 1 · Tue, Dec 8 · 19:00 · Pitch A')).toBeTruthy();
    expect(within(fixtures).getByText('3 – 1')).toBeTruthy();
    expect(within(fixtures).getAllByText('Not scheduled yet', { exact: false })).toHaveLength(2);
  });

  it('lists the top scorers with their teams, equal goals sharing a rank', () => {
    renderSignedIn(
      <SeasonSections
        season={{
          ...season,
          scorers: [...season.scorers, { playerId: 'u3', name: 'Sam', team: 't1', goals: 1 }],
        }}
        myTeam={null}
      />,
      anAuthResponse(),
    );
    const list = screen.getByRole('list', { name: 'Top scorers' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1AnaLions3Goals: 3', '2LeoBears1Goals: 1', '2SamLions1Goals: 1']);
  });

  it('shows a padel league in sets and games, with no top scorers', () => {
    const padel: SeasonView = {
      ...season,
      sport: 'padel',
      fixtures: [
        fixture({
          number: 1,
          round: 1,
          stage: 'league',
          home: lions,
          away: hawks,
          score: { home: 2, away: 1 },
          sets: [
            { a: 6, b: 4 },
            { a: 3, b: 6 },
            { a: 7, b: 5 },
          ],
        }),
      ],
      tables: [
        {
          group: null,
          rows: [
            { ...season.tables[0]!.rows[0]!, for: 4, against: 1, difference: 3 },
            { ...season.tables[0]!.rows[1]!, for: 1, against: 4, difference: -3 },
          ].map((row, index) => ({
            ...row,
            gamesFor: [26, 18][index]!,
            gamesAgainst: [18, 26][index]!,
          })),
        },
      ],
      scorers: [],
      bracketSize: null,
    };
    renderSignedIn(<SeasonSections season={padel} myTeam={null} />, anAuthResponse());
    const table = screen.getByRole('table', { name: 'Table' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toContain('SWSets won');
    expect(headers).not.toContain('DDrawn');
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2', '2', '0', '4', '1', '+3', '26', '18', '6']);
    expect(screen.getByText('6-4 3-6 7-5')).toBeTruthy();
    expect(screen.getByText(/then set difference, then game difference/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Top scorers' })).toBeNull();
  });

  it('reads in Arabic', async () => {
    await i18next.changeLanguage('ar');
    renderSignedIn(<SeasonSections season={season} myTeam={null} />, anAuthResponse());
    expect(screen.getByRole('group', { name: 'شجرة الأدوار الإقصائية' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'النهائي' })).toBeTruthy();
  });
});
