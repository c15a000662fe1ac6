import { conflictCodes } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import { findChampionship, lockChampionship } from './championships.repo.js';
import { findFixture, findSeason } from './season.repo.js';

/** A live championship the caller runs: 404 when it is gone, 403 for anyone but its owner. */
export async function ownedChampionship(deps: ChampionshipsDeps, callerId: string, id: string) {
  const found = await findChampionship(deps.db, id);
  if (!found) throw notFound('Championship');
  await deps.clubs.access.clubFor(callerId, found.club_id, 'championships');
  return found;
}

/** The championship locked for a change of its season, still live. */
export async function lockLive(tx: Tx, id: string) {
  const row = await lockChampionship(tx.db, id);
  if (!row || row.deleted_at) throw notFound('Championship');
  return row;
}

export const notDrawn = () =>
  conflict(conflictCodes.SEASON_NOT_DRAWN, 'Draw the fixtures of this championship first');

/** The season and one of its fixtures, read in `tx` after the championship's lock. */
export async function seasonFixture(tx: Tx, championshipId: string, fixtureId: string) {
  const season = await findSeason(tx.db, championshipId);
  if (!season) throw notDrawn();
  const fixture = await findFixture(tx.db, championshipId, fixtureId);
  if (!fixture) throw notFound('Fixture');
  return { season, fixture };
}
