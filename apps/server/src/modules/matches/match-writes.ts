import {
  conflictCodes,
  fillDeadlineOf,
  initialSeats,
  maxReservedSeats,
  withReservedSeats,
  type SeatHolder,
  type ValidMatchForm,
} from '@courtside/shared';
import { DomainError, conflict, invalidField, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import {
  matchCourtPrice,
  type MatchShares,
} from '#server/modules/match-shares/match-shares.service.js';
import { noCourtFree, type MatchCourts, type MatchSlot } from './match-court.js';
import { seatedIds, seatsOf } from './seat-holders.js';
import {
  assertGenderFits,
  assertNotStarted,
  assertOpen,
  assertOwner,
  assertPlayable,
} from './match-rules.js';
import type { MatchesDeps } from './matches-deps.js';
import {
  clubOfMatch,
  insertMatch,
  loadMatch,
  lockMatch,
  people,
  replaceSeats,
  updateMatch,
  type MatchRecord,
} from './matches.repo.js';

const seatRow = (matchId: string, seat: number, holder: SeatHolder) => ({
  match_id: matchId,
  seat,
  user_id: holder && holder !== 'reserved' ? holder.userId : null,
  reserved: holder === 'reserved' ? (1 as const) : (0 as const),
});

export async function writeSeats(tx: Tx, matchId: string, seats: readonly SeatHolder[]) {
  await replaceSeats(
    tx.db,
    matchId,
    seats.map((holder, seat) => seatRow(matchId, seat, holder)),
  );
}

const formFields = (form: ValidMatchForm, now: Date) => ({
  club_id: form.club,
  starts_at: form.date,
  duration_minutes: form.duration,
  gender: form.gender,
  court_type: form.courtType,
  privacy: form.privacy,
  level_min: form.padelLevelMin,
  level_max: form.padelLevelMax,
  description: form.description || null,
  fill_deadline: fillDeadlineOf(form.date, form.fillDeadlineHours, now),
  cover_empty: form.coverEmptySeats ? (1 as const) : (0 as const),
  open_join: form.openJoin ? (1 as const) : (0 as const),
});

const reservedCount = (seats: readonly SeatHolder[]) =>
  seats.filter((seat) => seat === 'reserved').length;

/** Whether an edit moves the match's court time (its club, type, court, start or length). */
const movesCourt = (record: MatchRecord, form: ValidMatchForm) =>
  record.match.club_id !== form.club ||
  (form.court !== undefined && record.match.court_id !== form.court) ||
  record.match.court_type !== form.courtType ||
  record.match.starts_at !== form.date ||
  record.match.duration_minutes !== form.duration;

const slotOf = (matchId: string, ownerId: string, form: ValidMatchForm): MatchSlot => ({
  matchId,
  ownerId,
  clubId: form.club,
  courtType: form.courtType,
  startsAt: form.date,
  durationMinutes: form.duration,
});

/**
 * The seats after an edit; refused when a seated player would lose their seat, or when the
 * gender would no longer fit a seated player (the owner's own seat included).
 */
async function seatsAfterEdit(tx: Tx, record: MatchRecord, form: ValidMatchForm, callerId: string) {
  const current = seatsOf(record);
  const seats = withReservedSeats(current, form.reservedSeats);
  const players = seatedIds(current).filter((id) => id !== callerId);
  if (!seats)
    throw conflict(
      conflictCodes.SEATED_PLAYERS,
      `Reserving ${form.reservedSeats} would leave a seated player without a seat: reserve at most ${maxReservedSeats - players.length}`,
    );
  const byId = new Map((await people(tx.db, [callerId, ...players])).map((p) => [p.id, p]));
  const inSeatOrder = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  assertGenderFits(form.gender, inSeatOrder([callerId]), callerId, 'create');
  assertGenderFits(form.gender, inSeatOrder(players), callerId, 'edit');
  return seats;
}

/** The club's time zone, once the form's start is in the future and playable at the club. */
async function clubZoneFor({ db, clock }: MatchesDeps, form: ValidMatchForm): Promise<string> {
  if (Date.parse(form.date) <= clock.now().getTime())
    throw invalidField('date', 'A match cannot start in the past');
  const club = await clubOfMatch(db, form.club);
  if (!club) throw notFound('Club');
  assertPlayable(club, form.date, Number(form.duration));
  return club.time_zone;
}

type Candidates = Awaited<ReturnType<MatchCourts['candidates']>>;

function editPlacement(courts: MatchCourts, shares: MatchShares) {
  /**
   * The court after an edit (another one when the edit moves the match), and what the
   * organizer owes at the club for reserved seats, priced again when the court moves or the
   * reserved seats change. Shares players paid keep the price they paid.
   */
  return async function placeAfterEdit(
    tx: Tx,
    record: MatchRecord,
    form: ValidMatchForm,
    next: { candidates: Candidates; seats: SeatHolder[]; callerId: string },
  ) {
    const { match } = record;
    const slot = slotOf(match.id, next.callerId, form);
    const moves = movesCourt(record, form);
    if (moves) await courts.free(tx, match);
    const kept = match.court_id ? next.candidates.places.get(match.court_id) : undefined;
    const placed = moves
      ? await courts.place(tx, slot, next.candidates, { chosen: form.court, kept: match.court_id })
      : { courtId: match.court_id, price: kept ? matchCourtPrice(kept, slot) : null };
    const reserved = reservedCount(next.seats);
    if (placed.price && (moves || reservedCount(seatsOf(record)) !== reserved)) {
      const owner = { matchId: match.id, ownerId: next.callerId, clubId: form.club };
      const previous = moves ? null : match.payment_id;
      await shares.owedByOrganizer(tx, { ...owner, price: placed.price, previous }, reserved);
    }
    return placed.courtId;
  };
}

/** Creating and editing a match, with its court hours and what is owed for them. */
export function createMatchWrites(deps: MatchesDeps, courts: MatchCourts, shares: MatchShares) {
  const { db, clock, payments } = deps;
  const placeAfterEdit = editPlacement(courts, shares);

  const checkForm = (form: ValidMatchForm) => clubZoneFor(deps, form);

  /** Answers the refusal for a court that is not free, with the nearest free hours. */
  async function withFreeHours<T>(form: ValidMatchForm, zone: string, work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== conflictCodes.NO_COURT_FREE)
        throw error;
      const slot = { clubId: form.club, courtType: form.courtType, startsAt: form.date };
      const hours = await courts.nearestFreeHours(
        { ...slot, durationMinutes: form.duration },
        zone,
      );
      throw noCourtFree(form.courtType, hours);
    }
  }

  async function create(ownerId: string, form: ValidMatchForm): Promise<string> {
    const zone = await checkForm(form);
    const seats = initialSeats(ownerId, form.reservedSeats)!;
    const [owner] = await people(db, [ownerId]);
    if (owner) assertGenderFits(form.gender, [owner], ownerId, 'create');
    const id = newId();
    const found = await courts.candidates(form.club, form.courtType);
    await withFreeHours(form, zone, () =>
      inTransaction(db, async (tx) => {
        await payments.lockBuyer(tx, ownerId);
        const now = clock.now();
        await insertMatch(tx.db, {
          id,
          owner_id: ownerId,
          ...formFields(form, now),
          status: 'open',
          created_at: now.toISOString(),
        });
        const placed = await courts.place(tx, slotOf(id, ownerId, form), found, {
          chosen: form.court,
        });
        await updateMatch(tx.db, id, { court_id: placed.courtId });
        await writeSeats(tx, id, seats);
        const share = { matchId: id, ownerId, clubId: form.club, price: placed.price };
        await shares.owedByOrganizer(tx, { ...share, previous: null }, reservedCount(seats));
        await shares.openOrganizers(tx, share, form.shareMethod);
      }),
    );
    return id;
  }

  async function edit(callerId: string, matchId: string, form: ValidMatchForm): Promise<void> {
    const zone = await checkForm(form);
    const found = await loadMatch(db, matchId);
    assertOpen(found);
    assertOwner(found, callerId);
    assertNotStarted(found, clock.now());
    const candidates = await courts.candidates(form.club, form.courtType);
    await withFreeHours(form, zone, () =>
      inTransaction(db, async (tx) => {
        await payments.lockPayer(tx, callerId);
        await lockMatch(tx.db, matchId);
        const record = await loadMatch(tx.db, matchId);
        assertOpen(record);
        const seats = await seatsAfterEdit(tx, record, form, callerId);
        const courtId = await placeAfterEdit(tx, record, form, { candidates, seats, callerId });
        await updateMatch(tx.db, matchId, { ...formFields(form, clock.now()), court_id: courtId });
        await writeSeats(tx, matchId, seats);
      }),
    );
  }

  return { create, edit };
}
