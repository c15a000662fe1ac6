import type { Tx } from '#server/db/transaction.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { clubOf, lockChampionship } from './championships.repo.js';
import { memberAccountsOf } from './roster.repo.js';
import { teamsOf } from './season.repo.js';

/**
 * Tells every open page of a season, once `tx` commits, that it changed (a draw, a fixture
 * placed or moved, a result, a roster): the club's owner, each team's captain and its players
 * by account hear a `championship` event on their stream and read the season again, and so
 * does anyone else looking at the championship's page, on the page's own stream.
 */
export async function signalSeason(
  deps: Pick<ChampionshipsDeps, 'notifications'>,
  tx: Tx,
  championshipId: string,
) {
  const championship = await lockChampionship(tx.db, championshipId);
  const club = championship && (await clubOf(tx.db, championship.club_id));
  const teams = await teamsOf(tx.db, championshipId);
  const captains = teams.map((team) => team.captain_id);
  const players = await memberAccountsOf(
    tx.db,
    teams.map((team) => team.id),
  );
  const readers = new Set([
    ...(club ? [club.owner_id] : []),
    ...captains,
    ...players.map((player) => player.userId),
  ]);
  for (const userId of readers) await deps.notifications.signalChampionship(tx, userId);
  await deps.notifications.signalChampionshipPage(tx, championshipId);
}
