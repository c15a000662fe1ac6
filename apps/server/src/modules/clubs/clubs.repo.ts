import { weekdaysOfMask, type PeakPrice, type Sport } from '@courtside/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ClubsTable, CourtsTable, Database, PricesTable } from '#server/db/database.js';
import type { PriceRow } from './pricing.js';
import { offering, withGridCell } from './club-search.repo.js';
import { clubReads, courtsJoinedToClubs, toCourtWithClub } from './club-reads.repo.js';
import { clubTermsWrites } from './club-terms.repo.js';
import type { ClubRow, CourtWithClub } from './club-rows.js';

export type { ClubRow, CourtRow, CourtWithClub } from './club-rows.js';

/** Which courts to read; every given filter applies, an empty one is left out. */
export interface CourtScope {
  clubId?: string;
  courtIds?: readonly string[];
  sport?: Sport;
  /** Retired courts are left out unless asked for (their owner's screens and history). */
  withRetired?: boolean;
  /** Leaves out the courts of suspended clubs (the lists players browse). */
  openClubsOnly?: boolean;
}

/**
 * A court with its club and every price row of the club, in one query: what placing a
 * booking reads before it writes. Null when there is no such court.
 */
async function courtWithPrices(
  db: Kysely<Database>,
  courtId: string,
): Promise<{ place: CourtWithClub; prices: PriceRow[] } | null> {
  const rows = await courtsJoinedToClubs(db)
    .leftJoin('prices', 'prices.club_id', 'courts.club_id')
    .select([
      'prices.id as price_id',
      'prices.sport as price_sport',
      'prices.court_id as price_court_id',
      'prices.amount_per_hour',
      'prices.currency as price_currency',
    ])
    .where('courts.id', '=', courtId)
    .execute();
  const first = rows[0];
  if (!first) return null;
  const prices = rows.flatMap((row): PriceRow[] =>
    row.price_id === null
      ? []
      : [
          {
            id: row.price_id,
            club_id: row.club_id,
            sport: row.price_sport,
            court_id: row.price_court_id,
            amount_per_hour: row.amount_per_hour!,
            currency: row.price_currency!,
            peaks: [],
          },
        ],
  );
  return { place: toCourtWithClub(first), prices: await withPeaks(db, prices) };
}

/** Price rows with their peak prices, read in one query. */
async function withPeaks(
  db: Kysely<Database>,
  rows: Array<Selectable<PricesTable> & { peaks?: PeakPrice[] }>,
): Promise<PriceRow[]> {
  if (rows.length === 0) return [];
  const peaks = await db
    .selectFrom('peak_prices')
    .selectAll()
    .where(
      'price_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('position')
    .execute();
  const byPrice = Map.groupBy(peaks, (peak) => peak.price_id);
  return rows.map((row) => ({
    ...row,
    peaks: (byPrice.get(row.id) ?? []).map((peak) => ({
      weekdays: weekdaysOfMask(peak.weekdays),
      fromHour: peak.from_hour,
      toHour: peak.to_hour,
      price: peak.amount_per_hour,
    })),
  }));
}

async function priceRows(db: Kysely<Database>, clubIds: readonly string[]): Promise<PriceRow[]> {
  if (clubIds.length === 0) return [];
  const rows = await db
    .selectFrom('prices')
    .selectAll()
    .where('club_id', 'in', clubIds)
    .orderBy('id')
    .execute();
  return withPeaks(db, rows);
}

/** Sets what a club prints on its receipts: its tax id and rate (hundredths of a percent). */
const taxWrites = (db: Kysely<Database>) => ({
  async setTax(clubId: string, tax: { taxId: string | null; rateBasisPoints: number }) {
    await db
      .updateTable('clubs')
      .set({ tax_id: tax.taxId, tax_rate_bp: tax.rateBasisPoints })
      .where('id', '=', clubId)
      .execute();
  },
});

export function createClubsRepo(db: Kysely<Database>) {
  return {
    ...taxWrites(db),
    /** Open clubs with at least one court of the sport (every open club without one), by name. */
    clubsOffering(sport?: Sport): Promise<ClubRow[]> {
      return offering(db.selectFrom('clubs').selectAll(), { sport })
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /** With each court's type, which the club list sums up for a match's court type. */
    courtsOfClubs: (clubIds: readonly string[], sport?: Sport) =>
      clubReads.courtsOfClubs(db, clubIds, { sport }),

    findClub(id: string): Promise<ClubRow | undefined> {
      return db.selectFrom('clubs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** An owner's club; should one own several, the first they opened. */
    clubOfOwner(ownerId: string): Promise<ClubRow | undefined> {
      return db
        .selectFrom('clubs')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .orderBy('created_at')
        .orderBy('id')
        .executeTakeFirst();
    },

    /** Courts with their clubs in one joined query, by club then court name. */
    async courtsWithClub(scope: CourtScope): Promise<CourtWithClub[]> {
      const { clubId, courtIds, sport } = scope;
      const rows = await courtsJoinedToClubs(db)
        .$if(!scope.withRetired, (qb) => qb.where('courts.retired_at', 'is', null))
        .$if(scope.openClubsOnly === true, (qb) => qb.where('clubs.suspended_at', 'is', null))
        .$if(clubId !== undefined, (qb) => qb.where('courts.club_id', '=', clubId!))
        .$if(courtIds !== undefined && courtIds.length > 0, (qb) =>
          qb.where('courts.id', 'in', courtIds!),
        )
        .$if(sport !== undefined, (qb) => qb.where('courts.sport', '=', sport!))
        .orderBy('clubs.name')
        .orderBy('courts.club_id')
        .orderBy('courts.name')
        .orderBy('courts.id')
        .execute();
      return rows.map(toCourtWithClub);
    },

    courtWithPrices: (courtId: string) => courtWithPrices(db, courtId),

    /** Every price row of the given clubs with their peaks, in two queries. */
    priceRows: (clubIds: readonly string[]) => priceRows(db, clubIds),

    ...clubTermsWrites(db),

    async insertClub(row: Omit<Insertable<ClubsTable>, 'cell'>): Promise<void> {
      await db.insertInto('clubs').values(withGridCell(row)).execute();
    },

    async insertCourt(row: Insertable<CourtsTable>): Promise<void> {
      await db.insertInto('courts').values(row).execute();
    },

    /** A club-wide price, or one for a sport or a single court of the club. */
    async insertPrice(row: Insertable<PricesTable>): Promise<void> {
      await db.insertInto('prices').values(row).execute();
    },
  };
}
export type ClubsRepo = ReturnType<typeof createClubsRepo>;

/** The clubs a person owns, read inside a transaction (closing an account). */
export function clubsOwnedBy(db: Kysely<Database>, ownerId: string): Promise<ClubRow[]> {
  return db.selectFrom('clubs').selectAll().where('owner_id', '=', ownerId).execute();
}
