import type { Tx } from '#server/db/transaction.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { clubOf, lockChampionship } from './championships.repo.js';
import { teamsOf } from './season.repo.js';

/**
 * Tells every open page of a season, once `tx` commits, that it changed (a draw, a fixture
 * placed or moved, a result): the club's owner and each team's captain hear a `championship`
 * event on their stream and read the season again.
 */
export async function signalSeason(
  deps: Pick<ChampionshipsDeps, 'notifications'>,
  tx: Tx,
  championshipId: string,
) {
  const championship = await lockChampionship(tx.db, championshipId);
  const club = championship && (await clubOf(tx.db, championship.club_id));
  const captains = (await teamsOf(tx.db, championshipId)).map((team) => team.captain_id);
  const readers = new Set([...(club ? [club.owner_id] : []), ...captains]);
  for (const userId of readers) await deps.notifications.signalChampionship(tx, userId);
}
