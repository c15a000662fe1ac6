import { bornInTime, conflictCodes } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { isUniqueViolation } from '#server/db/db-errors.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { mayActOnClub } from '#server/modules/clubs/clubs.service.js';
import { personName } from '#server/modules/users/users.service.js';
import type { ChampionshipsDeps } from './championships-deps.js';
import {
  clubOf,
  insertRequest,
  lockChampionship,
  placesTaken,
  playerOf,
  requestOfUser,
  type ChampionshipRow,
} from './championships.repo.js';
import { checkRoom, liveChampionship } from './refusals.js';

type Player = NonNullable<Awaited<ReturnType<typeof playerOf>>>;

const alreadyApplied = () =>
  conflict(conflictCodes.ALREADY_APPLIED, 'You have already applied to this championship');

/** Who may apply: not who runs the club's championships, with a birthdate in the allowed years. */
async function checkPlayer(deps: ChampionshipsDeps, row: ChampionshipRow, userId: string) {
  const club = await clubOf(deps.db, row.club_id);
  if (club && (await mayActOnClub(deps.db, club, userId, 'championships')))
    throw conflict(conflictCodes.OWNER_CANNOT_APPLY, 'The club owner takes part without applying');
  const player = await playerOf(deps.db, userId);
  if (!player) throw notFound('User');
  if (!player.birthdate)
    throw conflict(
      conflictCodes.BIRTHDATE_REQUIRED,
      'Add your birthdate in your profile to apply to a championship',
    );
  if (!bornInTime(player.birthdate, row.max_birth_year))
    throw conflict(
      conflictCodes.TOO_OLD,
      `This championship is for players born in ${row.max_birth_year} or later`,
    );
  return player;
}

/**
 * SPEC 7 POST /user/champion/{id}: a player applies. Open for all confirms at once (a place is
 * then theirs to pay for); request only waits for the owner. Applying is checked under the
 * championship's lock, so two last applications cannot both take the last place.
 */
export function createApply(deps: ChampionshipsDeps) {
  const { db, clock, notifications } = deps;

  /** A request-only championship's owner hears of each new request. */
  async function tellOwner(tx: Tx, row: ChampionshipRow, player: Player) {
    const club = await clubOf(tx.db, row.club_id);
    if (!club) return;
    await notifications.record(
      tx,
      club.owner_id,
      'championship_request_received',
      {
        championshipId: row.id,
        championship: row.name,
        requester: personName(player.first_name, player.last_name),
      },
      player.id,
    );
  }
  return async function apply(userId: string, championshipId: string) {
    const now = clock.now();
    const found = liveChampionship(await lockChampionship(db, championshipId), now);
    const player = await checkPlayer(deps, found, userId);
    const id = newId();
    try {
      await inTransaction(db, async (tx) => {
        await deps.payments.lockBuyer(tx, userId);
        const row = liveChampionship(await lockChampionship(tx.db, championshipId), now);
        if (await requestOfUser(tx.db, row.id, userId)) throw alreadyApplied();
        checkRoom(row, (await placesTaken(tx.db, row.id)).confirmed);
        await insertRequest(tx.db, {
          id,
          championship_id: row.id,
          user_id: userId,
          phone: player.phone,
          status: row.invite_only ? 'pending' : 'confirmed',
          payment_id: null,
          paid_at: null,
          created_at: now.toISOString(),
        });
        if (row.invite_only) await tellOwner(tx, row, player);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyApplied();
      throw error;
    }
    return { id, isConfirmed: found.invite_only ? null : true };
  };
}
