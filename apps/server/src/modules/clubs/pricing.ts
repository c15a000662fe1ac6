import type { PeakPrice, PriceRule } from '@courtside/shared';
import type { Selectable } from 'kysely';
import type { CourtsTable, PricesTable } from '#server/db/database.js';

/** A price row with its peak prices, in the order they apply. */
export type PriceRow = Selectable<PricesTable> & { peaks: PeakPrice[] };
export type PricedCourt = Pick<Selectable<CourtsTable>, 'id' | 'club_id' | 'sport'>;

/** Lower is more specific: a court's own price, then its sport's, then the club-wide one. */
export function specificityOf(row: PriceRow): number {
  if (row.court_id !== null) return 0;
  return row.sport !== null ? 1 : 2;
}

function appliesTo(row: PriceRow, court: PricedCourt): boolean {
  if (row.club_id !== court.club_id) return false;
  if (row.court_id !== null) return row.court_id === court.id;
  return row.sport === null || row.sport === court.sport;
}

/** The price row that applies to a court (per 60 minutes): the most specific one, if any. */
export function applicablePrice(
  court: PricedCourt,
  rows: readonly PriceRow[],
): PriceRow | undefined {
  return rows
    .filter((row) => appliesTo(row, court))
    .reduce<PriceRow | undefined>(
      (best, row) => (best && specificityOf(best) <= specificityOf(row) ? best : row),
      undefined,
    );
}

/** What slotPrice needs from a price row. */
export function toPriceRule(row: PriceRow): PriceRule {
  return { price: row.amount_per_hour, peaks: row.peaks };
}
