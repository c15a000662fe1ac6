import { conflictCodes, isAllowedBirthYear, type ChampionshipCreateBody } from '@courtside/shared';
import { conflict, invalidField } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { inTransaction } from '#server/db/transaction.js';
import { windowSlotStarts } from '#server/modules/court-time/court-time.service.js';
import { championshipOwner, type ChampionshipsDeps } from './championships-deps.js';
import { insertChampionship } from './championships.repo.js';

type ValidBody = ChampionshipCreateBody & { name: string; sponsor?: string };

/**
 * The owner's own club and one of its football or padel courts (a padel court's championship
 * is played by pairs, in sets), or the refusal that says which is wrong.
 */
async function checkPlace(deps: ChampionshipsDeps, ownerId: string, body: ValidBody) {
  const club = await deps.clubs.access.clubFor(ownerId, body.club, 'championships');
  const courts = await deps.clubs.courtsInPlay(club.id);
  if (!courts.some((court) => court.id === body.court))
    throw invalidField('court', 'Choose one of your club’s football or padel courts');
  return club;
}

function checkWindow(body: ValidBody, now: Date) {
  if (Date.parse(body.from) <= now.getTime())
    throw invalidField('from', 'A championship starts in the future');
  if (!isAllowedBirthYear(body.maxAge, now))
    throw invalidField('maxAge', 'Choose a birth year from the 50 years before this one');
}

/**
 * SPEC 2 Create Champion: the championship and its court's hours for the whole window, in
 * one transaction; a court taken meanwhile (even one hour of it) is refused with 409.
 */
export function createCreateChampionship(deps: ChampionshipsDeps) {
  const { db, clock, courtTime } = deps;
  return async function createChampionship(ownerId: string, body: ValidBody) {
    const now = clock.now();
    checkWindow(body, now);
    const club = await checkPlace(deps, ownerId, body);
    const id = newId();
    const from = new Date(body.from).toISOString();
    const to = new Date(body.to).toISOString();
    await inTransaction(db, async (tx) => {
      await insertChampionship(tx.db, {
        id,
        club_id: club.id,
        court_id: body.court,
        name: body.name,
        starts_at: from,
        ends_at: to,
        max_birth_year: body.maxAge,
        price: body.price,
        currency: club.currency,
        invite_only: body.inviteOnly,
        participants_number: body.participantsNumber ?? null,
        gender: body.gender ?? 'mix',
        description: body.description || null,
        sponsor: body.sponsor ?? null,
        created_at: now.toISOString(),
        deleted_at: null,
      });
      const claimed = await courtTime.claim(tx, {
        courtId: body.court,
        slotStarts: windowSlotStarts(from, to),
        owner: championshipOwner(id),
      });
      if (!claimed.ok)
        throw conflict(
          conflictCodes.COURT_TAKEN,
          'This court is no longer free for the whole championship; choose another court or time',
        );
    });
    return { id, name: body.name };
  };
}
