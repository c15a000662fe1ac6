import {
  bookableWindow,
  conflictCodes,
  genderFits,
  onSale,
  utcToClubLocal,
  type MatchGender,
} from '@courtside/shared';
import {
  conflict,
  forbidden,
  invalidField,
  notFound,
  type DomainError,
} from '#server/lib/domain-error.js';
import { toSaleTerms, type ClubRow } from '#server/modules/clubs/clubs.service.js';
import type { MatchRecord, PersonRow } from './matches.repo.js';

export const matchNotFound = () => notFound('Match');

/**
 * A match plays inside the hours courts can be booked (the same window as a booking's), for a
 * length and from a start the club sells of padel.
 */
export function assertPlayable(club: ClubRow, startsAt: string, duration: number): void {
  const local = utcToClubLocal(startsAt, club.time_zone);
  const start = local.hour * 60 + local.minute;
  const { firstHour, lastHour } = bookableWindow;
  if (start < firstHour * 60 || start + duration > (lastHour + 1) * 60)
    throw invalidField(
      'date',
      `A match plays between ${firstHour}:00 and ${lastHour + 1}:00, club time`,
    );
  const terms = toSaleTerms(club, 'padel');
  if (!(terms.lengths as readonly number[]).includes(duration))
    throw invalidField('duration', 'The club does not sell games of this length');
  if (!onSale(terms, start, duration))
    throw invalidField('date', 'Games at this club start on the hour');
}

export function assertOwner(record: MatchRecord, callerId: string): void {
  if (record.match.owner_id !== callerId) throw forbidden('Only the match owner may do this');
}

export function assertOpen(record: MatchRecord | null): asserts record is MatchRecord {
  if (!record || record.match.status !== 'open') throw matchNotFound();
}

export function assertNotStarted(record: MatchRecord, now: Date): void {
  if (Date.parse(record.match.starts_at) <= now.getTime())
    throw conflict(conflictCodes.MATCH_STARTED, 'This match has already started');
}

/** A match takes new players until its fill deadline (issue 30): then it is settled. */
export function assertBeforeFillDeadline(record: MatchRecord, now: Date): void {
  const deadline = record.match.fill_deadline;
  if (deadline && Date.parse(deadline) <= now.getTime())
    throw conflict(
      conflictCodes.FILL_DEADLINE_PASSED,
      'The time to fill this match has passed: it takes no new players',
    );
}

/** Why a player is asked to fit a match's gender: they ask to join, create it, or hold a seat. */
export type GenderCheck = 'join' | 'create' | 'edit';

/** The refusal for a player who does not fit, written out whole so it can be translated. */
function genderRefusal(
  gender: 'men' | 'women',
  player: PersonRow,
  isCaller: boolean,
  check: GenderCheck,
): DomainError {
  const other = gender === 'men' ? 'women' : 'men';
  const name = player.first_name;
  const code = conflictCodes.GENDER_MISMATCH;
  if (check === 'edit')
    return conflict(code, `${name} holds a seat, so the match cannot be for ${gender} only.`);
  if (check === 'create')
    return conflict(
      code,
      player.gender === null
        ? `Set your gender in the profile to create a match for ${gender} only.`
        : `You play in your own match, so it cannot be for ${gender} only: choose mixed or ${other}.`,
    );
  if (player.gender === null)
    return conflict(
      code,
      `This match is for ${gender} only. ${isCaller ? 'You have' : `${name} has`} no gender set: set it in the profile to ask to join.`,
    );
  return conflict(
    code,
    isCaller
      ? `This match is for ${gender} only: look for a mixed match or one for ${other}.`
      : `This match is for ${gender} only: ${name} cannot join it; ask with another partner.`,
  );
}

/**
 * A men's or women's match refuses a player of the other gender or with none set, saying
 * what to do about it (issue 10, item 3): the one asking, a partner they bring, the owner
 * creating it, or, on an edit, a player already seated.
 */
export function assertGenderFits(
  gender: MatchGender,
  players: readonly PersonRow[],
  callerId: string,
  check: GenderCheck,
) {
  if (gender === 'mix') return;
  for (const player of players) {
    if (genderFits(gender, player.gender)) continue;
    throw genderRefusal(gender, player, player.id === callerId, check);
  }
}
