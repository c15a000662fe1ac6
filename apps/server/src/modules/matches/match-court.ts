import {
  bookableWindow,
  clubHourToUtc,
  conflictCodes,
  utcToClubLocal,
  type CourtType,
  type MatchCourtsRequest,
} from '@courtside/shared';
import { conflict, invalidField, notFound } from '#server/lib/domain-error.js';
import type { Tx } from '#server/db/transaction.js';
import { slotStartsFor, windowSlotStarts } from '#server/modules/court-time/court-time.service.js';
import type { BookingPlace } from '#server/modules/clubs/clubs.service.js';
import { matchCourtPrice } from '#server/modules/match-shares/match-shares.service.js';
import { pricePerPlayer } from '@courtside/shared';
import type { MatchesDeps } from './matches-deps.js';
import { assertPlayable } from './match-rules.js';
import { clubOfMatch, courtsOfType } from './matches.repo.js';

const hourMs = 3_600_000;

/** Where and when a match plays: what its court claim is made of. */
export interface MatchSlot {
  matchId: string;
  ownerId: string;
  clubId: string;
  courtType: CourtType;
  startsAt: string;
  durationMinutes: number;
}

export const matchOwner = (matchId: string) => ({ kind: 'match' as const, id: matchId });

export const noCourtFree = (type: CourtType, freeHours: readonly string[] = []) =>
  conflict(
    conflictCodes.NO_COURT_FREE,
    `No ${type} court is free at that time`,
    freeHours.map((hour) => ({ field: 'date', message: hour })),
  );

/** The organizer's chosen court is taken at the match's hours (or closed then). */
const chosenCourtTaken = () =>
  conflict(conflictCodes.COURT_TAKEN, 'That court is not free at that time');

/** Which courts a match may take: the one the organizer chose, or any, its own first. */
export interface CourtChoice {
  /** The court the organizer chose: that one or none. */
  chosen?: string | null;
  /** The court the match has: tried first, so an edit keeps it when it can. */
  kept?: string | null;
}

/** The court a match already has goes first: an edit keeps it when it can. */
function preferFirst(courts: string[], preferred: string | null | undefined): string[] {
  if (!preferred || !courts.includes(preferred)) return courts;
  return [preferred, ...courts.filter((id) => id !== preferred)];
}

/**
 * The courts by their price for the match's hours, cheapest first (a court with no price
 * last); courts of one price keep their order, by name. The players share what it costs.
 */
function cheapestFirst(
  courts: readonly string[],
  places: ReadonlyMap<string, BookingPlace | null | undefined>,
  slot: Pick<MatchSlot, 'startsAt' | 'durationMinutes'>,
): string[] {
  const cost = (id: string) => {
    const place = places.get(id);
    const price = place && matchCourtPrice(place, slot);
    return price?.priced ? price.amount : Number.POSITIVE_INFINITY;
  };
  return courts
    .map((id, order) => ({ id, order, cost: cost(id) }))
    .sort((a, b) => a.cost - b.cost || a.order - b.order)
    .map(({ id }) => id);
}

/**
 * Whether a court is free for a match of a length from a start, over a window's hours: a
 * closed hour (opening hours, a closure) is no more free than a taken one.
 */
async function freeTest(
  courtTime: MatchesDeps['courtTime'],
  window: { courts: string[]; from: string; to: string; durationMinutes: number },
) {
  const { courts, from, to, durationMinutes } = window;
  const busy = [
    ...(await courtTime.takenHours(courts, from, to)),
    ...(await courtTime.closedHours(courts, windowSlotStarts(from, to))),
  ];
  return (courtId: string, start: string) =>
    slotStartsFor(start, durationMinutes).every(
      (hour) => !busy.some((row) => row.court_id === courtId && row.slot_start === hour),
    );
}

/** Each court with its price for the match's hours and whether it is free, cheapest first. */
function optionsOf(
  courts: readonly string[],
  places: ReadonlyMap<string, BookingPlace | null | undefined>,
  slot: Pick<MatchSlot, 'startsAt' | 'durationMinutes'>,
  isFree: (courtId: string, start: string) => boolean,
) {
  return cheapestFirst(courts, places, slot).flatMap((id) => {
    const place = places.get(id);
    if (!place) return [];
    const price = matchCourtPrice(place, slot);
    const amount = price.priced ? price.amount : null;
    const perPlayer = amount === null ? null : pricePerPlayer(amount);
    const option = { id, name: place.court.name, free: isFree(id, slot.startsAt) };
    return [{ ...option, price: amount, pricePerPlayer: perPlayer, currency: price.currency }];
  });
}

/**
 * The court side of a match: a free court of the asked type claimed for its hours, and its
 * price for them, which the seated players share (the match-shares module).
 */
export function createMatchCourts(deps: MatchesDeps) {
  const { db, courtTime, payments, clubs, clock } = deps;

  /**
   * The courts a match may take and their prices, read before its transaction (the price
   * reads go through the clubs service, outside any transaction).
   */
  async function candidates(clubId: string, courtType: CourtType) {
    const courts = await courtsOfType(db, clubId, courtType);
    const places = await Promise.all(courts.map((id) => clubs.bookingPlace(id)));
    return { courts, places: new Map(courts.map((id, index) => [id, places[index]])) };
  }
  type Candidates = Awaited<ReturnType<typeof candidates>>;

  /** Claims a court for the match's hours; answers it with its price for those hours. */
  async function place(tx: Tx, slot: MatchSlot, found: Candidates, choice: CourtChoice = {}) {
    const { chosen, kept } = choice;
    if (chosen && !found.courts.includes(chosen))
      throw invalidField('court', "That court is not one of the club's courts of that type");
    const ordered = chosen
      ? [chosen]
      : preferFirst(cheapestFirst(found.courts, found.places, slot), kept);
    const hours = slotStartsFor(slot.startsAt, slot.durationMinutes);
    const courtId = await courtTime.claimAnyCourt(tx, {
      courtIds: ordered,
      slotStarts: hours,
      owner: matchOwner(slot.matchId),
    });
    if (!courtId) throw chosen ? chosenCourtTaken() : noCourtFree(slot.courtType);
    const place = found.places.get(courtId);
    if (!place) throw new Error('A claimed court has no place');
    return { courtId, price: matchCourtPrice(place, slot) };
  }

  /** Gives the court hours back and cancels what the organizer owed at the club. */
  async function free(tx: Tx, match: { id: string; payment_id: string | null }) {
    await courtTime.release(tx, matchOwner(match.id));
    if (match.payment_id) await payments.cancel(tx, match.payment_id);
  }

  /**
   * The courts of the type for the match form to choose from, cheapest first (the court
   * taken when none is chosen): each with whether it is free at the match's hours and its
   * price for them.
   */
  async function options(query: MatchCourtsRequest) {
    const club = await clubOfMatch(db, query.club);
    if (!club) throw notFound('Club');
    assertPlayable(club, query.date, query.duration);
    const slot = { startsAt: query.date, durationMinutes: query.duration };
    const found = await candidates(query.club, query.courtType);
    const to = new Date(Date.parse(slot.startsAt) + slot.durationMinutes * 60_000).toISOString();
    const isFree = await freeTest(courtTime, {
      courts: found.courts,
      from: slot.startsAt,
      to,
      ...slot,
    });
    return optionsOf(found.courts, found.places, slot, isFree);
  }

  /**
   * The free starts nearest the asked one on the same club day (at most three), for the
   * form to offer when no court of the type is free.
   */
  async function nearestFreeHours(slot: Omit<MatchSlot, 'matchId' | 'ownerId'>, zone: string) {
    const courts = await courtsOfType(db, slot.clubId, slot.courtType);
    const asked = utcToClubLocal(slot.startsAt, zone);
    const span = slot.durationMinutes / 60;
    const now = clock.now().getTime();
    const candidates: { hour: number; start: string }[] = [];
    for (
      let hour = bookableWindow.firstHour;
      hour + span - 1 <= bookableWindow.lastHour;
      hour += 1
    ) {
      const start = clubHourToUtc(asked.date, hour, zone);
      if (start && Date.parse(start) > now) candidates.push({ hour, start });
    }
    if (courts.length === 0 || candidates.length === 0) return [];
    const from = candidates[0]!.start;
    const to = new Date(Date.parse(candidates.at(-1)!.start) + span * hourMs).toISOString();
    const isFree = await freeTest(courtTime, { courts, from, to, ...slot });
    return candidates
      .filter(({ start }) => courts.some((courtId) => isFree(courtId, start)))
      .sort((a, b) => Math.abs(a.hour - asked.hour) - Math.abs(b.hour - asked.hour))
      .slice(0, 3)
      .map(({ start }) => start);
  }

  return { candidates, place, free, nearestFreeHours, options };
}
export type MatchCourts = ReturnType<typeof createMatchCourts>;
