import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { Clock } from '#server/lib/clock.js';
import { notFound } from '#server/lib/domain-error.js';
import type { ClubsRepo } from './clubs.repo.js';
import { clubOwnersData } from './club-owners-data.js';
import { favouriteClubsRepo } from './favourite-clubs.repo.js';

interface Deps {
  db: Kysely<Database>;
  clubs: Pick<ClubsRepo, 'findClub'>;
  clock: Clock;
}

/** A player's favourite clubs: the heart on a club's card and page. */
export function createFavouriteClubs({ db, clubs, clock }: Deps) {
  /** A club players may see: a suspended one is off their lists, so it answers as unknown. */
  async function listedClub(clubId: string): Promise<void> {
    const club = await clubs.findClub(clubId);
    if (!club || club.suspended_at !== null) throw notFound('Club');
  }

  return {
    /** Whether the caller marked the club; a suspended club is nobody's favourite to show. */
    async isFavourite(callerId: string, clubId: string): Promise<boolean> {
      await listedClub(clubId);
      return (await favouriteClubsRepo.idsOf(db, callerId, [clubId])).has(clubId);
    },

    /** Marks a club as the caller's favourite; marking it again changes nothing. */
    async addFavourite(callerId: string, clubId: string): Promise<void> {
      await listedClub(clubId);
      await favouriteClubsRepo.add(db, callerId, clubId, clock.now().toISOString());
    },

    /** Unmarks it; unmarking a club that was not marked changes nothing. */
    async removeFavourite(callerId: string, clubId: string): Promise<void> {
      await listedClub(clubId);
      await favouriteClubsRepo.remove(db, callerId, clubId);
    },

    /** An owner's clubs, and the clubs a player marked as favourites. */
    personalData: {
      release: clubOwnersData.release,
      erase: (tx: Tx, userId: string) => favouriteClubsRepo.removeAllOf(tx.db, userId),
      exportOf: async (from: Kysely<Database>, userId: string) => ({
        ...(await clubOwnersData.exportOf(from, userId)),
        favouriteClubs: await favouriteClubsRepo.exportOf(from, userId),
      }),
    },
  };
}
