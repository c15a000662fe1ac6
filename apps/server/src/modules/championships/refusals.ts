import { conflictCodes } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import type { ChampionshipRow } from './championships.repo.js';

/** The championship, unless it is gone (404) or has started (409). */
export function liveChampionship(row: ChampionshipRow | undefined, now: Date): ChampionshipRow {
  if (!row || row.deleted_at) throw notFound('Championship');
  if (Date.parse(row.starts_at) <= now.getTime())
    throw conflict(conflictCodes.CHAMPIONSHIP_STARTED, 'This championship has already started');
  return row;
}

/** Every place is held by an accepted request. */
export function checkRoom(row: ChampionshipRow, confirmed: number): void {
  if (row.participants_number !== null && confirmed >= row.participants_number)
    throw conflict(conflictCodes.CHAMPIONSHIP_FULL, 'Every place in this championship is taken');
}
