import { conflictCodes, type FixtureMoveBody } from '@courtside/shared';
import { conflict, invalidField } from '#server/lib/domain-error.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { lockLive, ownedChampionship, seasonFixture } from './season-access.js';
import { memberAccountsOf } from './roster.repo.js';
import { placeFixture } from './season-claims.js';
import { signalSeason } from './season-live.js';
import { teamNamesOf, type FixtureRow } from './season.repo.js';

const defaultMinutes = 60;

const lengthOf = (fixture: FixtureRow, asked?: number) =>
  asked ??
  (fixture.starts_at && fixture.ends_at
    ? (Date.parse(fixture.ends_at) - Date.parse(fixture.starts_at)) / 60_000
    : defaultMinutes);

/**
 * PATCH /user/champion/{id}/season/fixtures/{fixtureId}: the owner moves one fixture to another
 * court or time. Its hours are given back and the new ones claimed in one transaction, so it
 * either moves whole or stays; both teams (captains and players by account) hear of it
 * (championship_fixture_moved).
 */
export function createFixtureMove(deps: ChampionshipsDeps) {
  const { db, clock, clubs, notifications } = deps;

  async function tellTeams(tx: Tx, fixture: FixtureRow, facts: Record<string, string>) {
    const teams = await teamNamesOf(
      tx.db,
      [fixture.home_team_id, fixture.away_team_id].filter((id) => id !== null),
    );
    const nameOf = (id: string | null) => teams.find((team) => team.id === id)?.name ?? '?';
    const named = {
      ...facts,
      home: nameOf(fixture.home_team_id),
      away: nameOf(fixture.away_team_id),
    };
    const players = await memberAccountsOf(
      tx.db,
      teams.map((team) => team.id),
    );
    const told = new Set([
      ...teams.map((team) => team.captain_id),
      ...players.map((player) => player.userId),
    ]);
    for (const userId of told)
      await notifications.record(tx, userId, 'championship_fixture_moved', named);
  }

  return async function moveFixture(
    callerId: string,
    id: string,
    fixtureId: string,
    body: FixtureMoveBody,
  ) {
    const championship = await ownedChampionship(deps, callerId, id);
    const sport = championship.court_sport;
    const court = (await clubs.courtsInPlay(championship.club_id, sport)).find(
      (candidate) => candidate.id === body.court,
    );
    if (!court)
      throw invalidField(
        'court',
        sport === 'padel'
          ? 'Choose a padel court of your club'
          : 'Choose a football court of your club',
      );
    const startsAt = new Date(body.startsAt).toISOString();
    if (Date.parse(startsAt) <= clock.now().getTime())
      throw invalidField('startsAt', 'A fixture moves to a time still ahead');
    await inTransaction(db, async (tx) => {
      const row = await lockLive(tx, id);
      const { fixture } = await seasonFixture(tx, id, fixtureId);
      if (fixture.status === 'played')
        throw conflict(conflictCodes.FIXTURE_PLAYED, 'A played fixture keeps its court and time');
      const endsAt = new Date(Date.parse(startsAt) + lengthOf(fixture, body.minutes) * 60_000);
      const place = { courtId: court.id, startsAt, endsAt: endsAt.toISOString() };
      if (!(await placeFixture(deps, tx, row, fixture, place)))
        throw conflict(conflictCodes.COURT_TAKEN, `${court.name} is taken at that time`);
      await tellTeams(tx, fixture, {
        championshipId: id,
        championship: championship.name,
        court: court.name,
        startsAt,
        timeZone: championship.club_time_zone,
      });
      await signalSeason(deps, tx, id);
    });
  };
}
