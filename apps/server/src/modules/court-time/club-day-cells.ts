import { clubLocalRange, type ClubDayCell } from '@courtside/shared';
import type { ClaimOwnerKind } from '#server/db/database.js';
import type { ClaimRow } from './court-time.repo.js';

/** The columns of a grid cell only some kinds fill: how a booking is paid, a match's shares. */
type BookingFacts = Pick<
  ClubDayCell,
  | 'madeByOwner'
  | 'bookingStatus'
  | 'paymentId'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'amount'
  | 'shares'
  | 'seriesId'
>;

/**
 * What the owner's grid shows of whatever holds a claim, told by the feature that owns the
 * claim's kind: its whole span (UTC), who or what it is, and for bookings how it is paid.
 */
export type ClaimHolder = Pick<ClubDayCell, 'name' | 'phone'> &
  Partial<BookingFacts> & { startsAt: string; endsAt: string };

/** Reads the holders of some claims of one kind at once, keyed by their owner id. */
export type ClaimDescriber = (ownerIds: readonly string[]) => Promise<Map<string, ClaimHolder>>;

/** A describer from a read of some holders by id and how one of them shows on the grid. */
export function claimDescriber<Row extends { id: string }>(
  read: (ids: readonly string[]) => Promise<Row[]>,
  toHolder: (row: NoInfer<Row>) => ClaimHolder,
): ClaimDescriber {
  return async (ids) => new Map((await read(ids)).map((row) => [row.id, toHolder(row)]));
}

/** How an event the club runs (a championship, an activity) shows: its name and times. */
export const namedEvent = (row: { name: string; starts_at: string; ends_at: string }) => ({
  name: row.name,
  phone: null,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
});

/** A claimed hour with its club-local date and times. */
export type LocalClaimRow = ClaimRow & { date: string; startTime: string; endTime: string };

const noBookingFacts: BookingFacts = {
  madeByOwner: false,
  bookingStatus: null,
  paymentId: null,
  paymentMethod: null,
  paymentStatus: null,
  amount: null,
  shares: null,
  seriesId: null,
};

/**
 * The owner's day grid as a read each feature contributes to: court time reads the claims and
 * asks the describer of each kind present (one query per kind), so a new kind of claim
 * registers its describer and needs no edit here.
 */
export function createClaimDescriptions() {
  const describers = new Map<ClaimOwnerKind, ClaimDescriber>();

  function describerOf(kind: ClaimOwnerKind): ClaimDescriber {
    const describer = describers.get(kind);
    if (!describer) throw new Error(`No describer is registered for ${kind} claims`);
    return describer;
  }

  async function holdersOf(rows: readonly ClaimRow[]) {
    const idsByKind = new Map<ClaimOwnerKind, Set<string>>();
    for (const row of rows) {
      const ids = idsByKind.get(row.owner_kind) ?? new Set<string>();
      idsByKind.set(row.owner_kind, ids.add(row.owner_id));
    }
    const described = await Promise.all(
      [...idsByKind].map(async ([kind, ids]) => [kind, await describerOf(kind)([...ids])] as const),
    );
    const byKind = new Map(described);
    return (row: ClaimRow) => byKind.get(row.owner_kind)?.get(row.owner_id);
  }

  return {
    /** Registers how the grid reads the holders of one kind's claims. */
    describeClaims(kind: ClaimOwnerKind, describer: ClaimDescriber): void {
      if (describers.has(kind)) throw new Error(`${kind} claims already have a describer`);
      describers.set(kind, describer);
    },

    /** Looks up what holds each of some claims, as the owner kinds describe them. */
    holdersOf,

    /** One cell per claimed hour, with what holds it as its owner kind describes it. */
    async cells(rows: readonly LocalClaimRow[], timeZone: string): Promise<ClubDayCell[]> {
      const holderOf = await holdersOf(rows);
      return rows.map((row) => toCell(row, holderOf(row), timeZone));
    },
  };
}

function toCell(row: LocalClaimRow, holder: ClaimHolder | undefined, timeZone: string) {
  const { startsAt, endsAt, ...shown } = holder ?? { name: null, phone: null };
  return {
    courtId: row.court_id,
    startTime: row.startTime,
    kind: row.held_until ? 'hold' : row.owner_kind,
    ownerId: row.owner_id,
    ...noBookingFacts,
    ...shown,
    ...localSpan(row, startsAt, endsAt, timeZone),
  } satisfies ClubDayCell;
}

/** The holder's local span on the grid's day; a span reaching past the day keeps the cell's. */
function localSpan(
  row: LocalClaimRow,
  startsAt: string | undefined,
  endsAt: string | undefined,
  timeZone: string,
) {
  if (!startsAt || !endsAt) return { from: row.startTime, to: row.endTime, startsAt: null };
  const start = clubLocalRange(startsAt, startsAt, timeZone);
  const end = clubLocalRange(endsAt, endsAt, timeZone);
  return {
    from: start.date === row.date ? start.startTime : row.startTime,
    to: end.date === row.date ? end.startTime : row.endTime,
    startsAt,
  };
}
