import { conflictCodes } from '@courtside/shared';
import type { Sport } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import { conflict, forbidden, notFound } from '#server/lib/domain-error.js';
import { clubsOwnedBy, type ClubRow, type ClubsRepo, type CourtRow } from './clubs.repo.js';

/** The refusal every owner's action gives on a club that is someone else's. */
export function checkClubOwner(club: { owner_id: string }, ownerId: string): void {
  if (club.owner_id !== ownerId) throw forbidden('This club belongs to another owner');
}

/** "Is this the owner's club", asked in one place for every owner's screen and action. */
export function createOwnership(
  clubs: Pick<ClubsRepo, 'findClub' | 'clubOfOwner' | 'courtsOfClubs'>,
) {
  return {
    /** The owner's club (404 without one). */
    async clubOfOwner(ownerId: string): Promise<ClubRow> {
      const club = await clubs.clubOfOwner(ownerId);
      if (!club) throw notFound('Club');
      return club;
    },

    /** The club `clubId` when `ownerId` owns it: 404 when there is none, 403 when it is another's. */
    async ownClub(ownerId: string, clubId: string): Promise<ClubRow> {
      const club = await clubs.findClub(clubId);
      if (!club) throw notFound('Club');
      checkClubOwner(club, ownerId);
      return club;
    },

    /** The club's courts that take new claims (retired ones left out), of one sport if given. */
    courtsInPlay(clubId: string, sport?: Sport): Promise<CourtRow[]> {
      return clubs.courtsOfClubs([clubId], sport);
    },
  };
}
export type Ownership = ReturnType<typeof createOwnership>;

/** An owner cannot close their account while a club is theirs; Download my data lists them. */
export const clubOwnersData = {
  async release(tx: Tx, userId: string): Promise<void> {
    if ((await clubsOwnedBy(tx.db, userId)).length > 0)
      throw conflict(
        conflictCodes.OWNS_CLUB,
        'You own a club: hand it over to another owner before deleting your account',
      );
  },
  exportOf: async (db: Kysely<Database>, userId: string) => ({
    clubs: await clubsOwnedBy(db, userId),
  }),
};
