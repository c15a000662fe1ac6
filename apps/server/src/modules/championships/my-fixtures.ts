import type { MyFixture } from '@courtside/shared';
import { clubReads } from '#server/modules/clubs/clubs.service.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { teamNamesOf, upcomingFixturesOf } from './season.repo.js';

/** The home shows the next one, My Booking a few more. */
const shownFixtures = 10;

/**
 * The next matches a player has in championships (issue 45 item 2), soonest first: the
 * fixtures placed and not played yet of the teams they play in. Three reads whatever their
 * number: the fixtures, their teams' names, their courts with their clubs.
 */
export function createMyFixtures({ db, clock }: Pick<ChampionshipsDeps, 'db' | 'clock'>) {
  return async (userId: string): Promise<MyFixture[]> => {
    const rows = await upcomingFixturesOf(db, userId, {
      after: clock.now().toISOString(),
      limit: shownFixtures,
    });
    const teamIds = rows.flatMap((row) => [row.home_team_id ?? '', row.away_team_id ?? '']);
    const [teams, places] = await Promise.all([
      teamNamesOf(db, teamIds.filter(Boolean)),
      clubReads.placesOfCourts(
        db,
        rows.map((row) => row.court_id ?? ''),
      ),
    ]);
    const nameOf = new Map(teams.map((team) => [team.id, team.name]));
    return rows.flatMap((row) => {
      const place = places.get(row.court_id ?? '');
      if (!place || !row.starts_at || !row.ends_at) return [];
      return [
        {
          fixtureId: row.id,
          championshipId: row.championship_id,
          championship: row.championship_name,
          home: nameOf.get(row.home_team_id ?? '') ?? '',
          away: nameOf.get(row.away_team_id ?? '') ?? '',
          side: row.team_id === row.home_team_id ? 'home' : 'away',
          court: place.court.name,
          club: place.club.name,
          startsAt: row.starts_at,
          endsAt: row.ends_at,
          timeZone: place.club.time_zone,
        } satisfies MyFixture,
      ];
    });
  };
}
