import { weekdayMask, type PeakPrice } from '@courtside/shared';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { CourtsTable, Database } from '#server/db/database.js';
import { supportsRowLocks } from '#server/db/dialect-of.js';
import { inTransaction } from '#server/db/transaction.js';
import { newId } from '#server/lib/ids.js';

export type AdminCourtRow = Selectable<CourtsTable>;

interface PricedCourt {
  id: string;
  club_id: string;
  sport: 'padel' | 'football';
}
interface CourtPrice {
  amount: number;
  currency: string;
  peaks: readonly PeakPrice[];
}

/** Sets the court's own price per 60 minutes and replaces its peak prices. */
async function setCourtPrice(
  db: Kysely<Database>,
  court: PricedCourt,
  price: CourtPrice,
): Promise<void> {
  const own = await db
    .selectFrom('prices')
    .select('id')
    .where('court_id', '=', court.id)
    .executeTakeFirst();
  const priceId = own?.id ?? newId();
  if (own)
    await db
      .updateTable('prices')
      .set({ amount_per_hour: price.amount, sport: court.sport })
      .where('id', '=', priceId)
      .execute();
  else
    await db
      .insertInto('prices')
      .values({
        id: priceId,
        club_id: court.club_id,
        sport: court.sport,
        court_id: court.id,
        amount_per_hour: price.amount,
        currency: price.currency,
      })
      .execute();
  await db.deleteFrom('peak_prices').where('price_id', '=', priceId).execute();
  if (price.peaks.length === 0) return;
  await db
    .insertInto('peak_prices')
    .values(
      price.peaks.map((peak, position) => ({
        id: newId(),
        price_id: priceId,
        weekdays: weekdayMask(peak.weekdays),
        from_hour: peak.fromHour,
        to_hour: peak.toHour,
        amount_per_hour: peak.price,
        position,
      })),
    )
    .execute();
}

/** The writes and reads of an owner managing courts; `db` may be a transaction. */
/**
 * Sets the court's photo and answers the one it replaces, read under the row's lock, so two
 * changes at once each learn the photo they replaced and no file is left behind.
 */
function swapPhoto(db: Kysely<Database>, courtId: string, url: string): Promise<string | null> {
  return inTransaction(db, async (tx) => {
    const row = await tx.db
      .selectFrom('courts')
      .select('photo')
      .where('id', '=', courtId)
      .$if(supportsRowLocks(tx.db), (qb) => qb.forUpdate())
      .executeTakeFirst();
    await tx.db.updateTable('courts').set({ photo: url }).where('id', '=', courtId).execute();
    return row?.photo ?? null;
  });
}

export function createCourtAdminRepo(db: Kysely<Database>) {
  return {
    courtsOfClub(clubId: string): Promise<AdminCourtRow[]> {
      return db
        .selectFrom('courts')
        .selectAll()
        .where('club_id', '=', clubId)
        .orderBy('retired_at', (ob) => ob.asc().nullsFirst())
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    court(courtId: string): Promise<AdminCourtRow | undefined> {
      return db.selectFrom('courts').selectAll().where('id', '=', courtId).executeTakeFirst();
    },

    async insertCourt(row: Insertable<CourtsTable>): Promise<void> {
      await db.insertInto('courts').values(row).execute();
    },

    /** Every change moves the court's version on: a claim made with an older one is refused. */
    async updateCourt(courtId: string, row: Updateable<CourtsTable>): Promise<void> {
      await db
        .updateTable('courts')
        .set({ ...row, version: sql`version + 1` })
        .where('id', '=', courtId)
        .execute();
    },

    setCourtPrice: (court: PricedCourt, price: CourtPrice) => setCourtPrice(db, court, price),
    swapPhoto: (courtId: string, url: string) => swapPhoto(db, courtId, url),
  };
}
export type CourtAdminRepo = ReturnType<typeof createCourtAdminRepo>;
