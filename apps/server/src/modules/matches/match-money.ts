import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { seatSharesOf, type MatchMoney } from './share.mapper.js';
import { loadMatches, organisersOf, type MatchRecord } from './matches.repo.js';
import { liveShares } from '#server/modules/match-shares/match-shares.service.js';
import { statusesOf } from '#server/modules/payments/payments.service.js';

/**
 * The money of some matches read at once: their live shares and what their organizers owe at
 * the club; answers each match's money with the court's price it is given.
 */
export async function matchMoneyReader(db: Kysely<Database>, records: readonly MatchRecord[]) {
  const shares = await liveShares(
    db,
    records.map((record) => record.match.id),
  );
  const owed = await statusesOf(
    db,
    records.flatMap((record) => record.match.payment_id ?? []),
  );
  return (
    record: MatchRecord,
    court: { price: number | null; currency: string | null } | null,
  ): MatchMoney => ({
    shares: shares.filter((share) => share.match_id === record.match.id),
    owedStatus: owed.get(record.match.payment_id ?? '') ?? null,
    price: court?.price ?? null,
    currency: court?.currency ?? null,
  });
}

/**
 * Each match's organiser and how its seats' shares stand (paid, owed at the club, still to
 * pay, open), for the owner's day grid.
 */
export async function matchOrganisers(db: Kysely<Database>, ids: readonly string[]) {
  const [rows, records] = await Promise.all([organisersOf(db, ids), loadMatches(db, ids)]);
  const moneyOf = await matchMoneyReader(db, records);
  return rows.map((row) => {
    const record = records.find((found) => found.match.id === row.id);
    const states = record ? seatSharesOf(record, moneyOf(record, null)).map((s) => s.state) : [];
    const count = (state: string) => states.filter((one) => one === state).length;
    const shares = {
      paid: count('paid'),
      atClub: count('at_club'),
      toPay: count('to_pay'),
      open: count('open'),
    };
    return { ...row, shares };
  });
}
