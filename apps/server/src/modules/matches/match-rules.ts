import { genderFits, type MatchGender } from '@courtside/shared';
import { DomainError, conflict, forbidden, notFound } from '#server/lib/domain-error.js';
import type { MatchRecord, PersonRow } from './matches.repo.js';

export const matchNotFound = () => notFound('Match');

export function assertOwner(record: MatchRecord, callerId: string): void {
  if (record.match.owner_id !== callerId) throw forbidden('Only the match owner may do this');
}

export function assertOpen(record: MatchRecord | null): asserts record is MatchRecord {
  if (!record || record.match.status !== 'open') throw matchNotFound();
}

export function assertNotStarted(record: MatchRecord, now: Date): void {
  if (Date.parse(record.match.starts_at) <= now.getTime())
    throw conflict('MATCH_STARTED', 'This match has already started');
}

const genderWord = { men: 'men', women: 'women' } as const;

/**
 * A men's or women's match refuses a player of the other gender or with none set, saying
 * what to do about it (issue 10, item 3).
 */
export function assertGenderFits(
  gender: MatchGender,
  players: readonly PersonRow[],
  callerId: string,
) {
  for (const player of players) {
    if (genderFits(gender, player.gender)) continue;
    const who = player.id === callerId ? 'You have' : `${player.first_name} has`;
    const message =
      player.gender === null
        ? `This match is for ${genderWord[gender as 'men' | 'women']} only. ${who} no gender set: set it in the profile to ask to join.`
        : `This match is for ${genderWord[gender as 'men' | 'women']} only: ${player.first_name} cannot join it.`;
    throw new DomainError(409, 'GENDER_MISMATCH', message);
  }
}
