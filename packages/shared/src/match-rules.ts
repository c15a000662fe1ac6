/**
 * The rules of a padel match that the screens and the server must agree on (SPEC 4 Match
 * seats and Match list tabs, SPEC 5 Match form): written once, used by both.
 */

/** SPEC 9: four seats, seat 0 is the owner's; up to three may be reserved. */
export const matchSeatCount = 4;
export const maxReservedSeats = 3;

/** The placeholder participant of a reserved seat (SPEC 4). */
export const reservedSeatId = '00000000-0000-0000-0000-000000000000';

export const padelLevelMin = 0;
export const padelLevelMax = 5;

/**
 * One step of a padel level control (SPEC 5): 0.1 at a time, rounded to two decimals; minus
 * stops at 0; plus at 5 or above starts again from 0. Shared by the match form and the profile.
 */
export function stepPadelLevel(level: number, direction: 'up' | 'down'): number {
  const round = (value: number) => Math.round(value * 100) / 100;
  if (direction === 'down') return Math.max(padelLevelMin, round(level - 0.1));
  if (level >= padelLevelMax) return padelLevelMin;
  return Math.min(padelLevelMax, round(level + 0.1));
}

/** What sits in a seat: nobody, a placeholder kept by the owner, or a player. */
export type SeatHolder = null | 'reserved' | { userId: string };

export function emptySeatCount(seats: readonly SeatHolder[]): number {
  return seats.filter((seat) => seat === null).length;
}

export function isMatchFull(seats: readonly SeatHolder[]): boolean {
  return emptySeatCount(seats) === 0;
}

/** SPEC 4: a row of a match list opens its details only while some seat is empty. */
export const canOpenMatch = (seats: readonly SeatHolder[]) => !isMatchFull(seats);

/**
 * Sets how many seats are reserved (SPEC 4): more fills the first empty seats after the
 * owner's with placeholders; fewer clears the trailing placeholders. Players keep their
 * seats; null when the reservation does not fit beside them.
 */
export function withReservedSeats(
  seats: readonly SeatHolder[],
  reserved: number,
): SeatHolder[] | null {
  if (!Number.isInteger(reserved) || reserved < 0 || reserved > maxReservedSeats) return null;
  const next = [...seats];
  const count = next.filter((seat) => seat === 'reserved').length;
  replaceSeats(next, 'reserved', null, count - reserved, 'last');
  const missing = reserved - Math.min(count, reserved);
  return replaceSeats(next, null, 'reserved', missing, 'first') === missing ? next : null;
}

/** Turns up to `times` seats holding `from` into `to` (never the owner's), from one end. */
function replaceSeats(
  seats: SeatHolder[],
  from: null | 'reserved',
  to: null | 'reserved',
  times: number,
  end: 'first' | 'last',
): number {
  const order = [1, 2, 3].filter((index) => index < seats.length);
  if (end === 'last') order.reverse();
  let done = 0;
  for (const index of order) {
    if (done >= times) break;
    if (seats[index] !== from) continue;
    seats[index] = to;
    done += 1;
  }
  return done;
}

/** The seats a new match starts with: the owner, then the reserved placeholders. */
export function initialSeats(ownerId: string, reserved: number): SeatHolder[] | null {
  const empty: SeatHolder[] = [{ userId: ownerId }, null, null, null];
  return withReservedSeats(empty, reserved);
}

/** Seats for the accepted players, in the next empty seats; null when they do not fit. */
export function seatPlayers(seats: readonly SeatHolder[], userIds: readonly string[]) {
  const next = [...seats];
  const placed: number[] = [];
  for (const userId of userIds) {
    const index = next.indexOf(null);
    if (index < 0) return null;
    next[index] = { userId };
    placed.push(index);
  }
  return { seats: next, placed };
}

export const matchTabs = ['awaiting', 'signed', 'confirmed', 'archived'] as const;
export type MatchTab = (typeof matchTabs)[number];

/** How the current user stands towards a match. */
export interface MatchStanding {
  isOwner: boolean;
  /** Seated by an accepted request (theirs or as a partner). */
  isSeated: boolean;
  /** Their own request waits for the owner. */
  hasPendingRequest: boolean;
}

export interface TabPlacement {
  tab: MatchTab;
  /** Archived without having been played: the four seats were never filled. */
  notPlayed: boolean;
}

/**
 * SPEC 4 Match list tabs: Awaiting (own request pending, not the owner, future), Signed
 * (seated or owner, not full, future), Confirmed (seated or owner, full, future), Archived
 * (past and full). A past match that was never full goes under Archived as not played;
 * a match the user has no part in has no tab.
 */
export function matchTabOf(
  match: { startsAt: string; seats: readonly SeatHolder[] },
  standing: MatchStanding,
  now: Date,
): TabPlacement | null {
  const signed = standing.isOwner || standing.isSeated;
  if (!signed && !standing.hasPendingRequest) return null;
  const full = isMatchFull(match.seats);
  if (Date.parse(match.startsAt) <= now.getTime()) return { tab: 'archived', notPlayed: !full };
  if (!signed) return { tab: 'awaiting', notPlayed: false };
  return { tab: full ? 'confirmed' : 'signed', notPlayed: false };
}

/** The end of a match: its start plus one or two hours (SPEC 3 end_time). */
export function matchEndsAt(startsAt: string, durationMinutes: number): string {
  return new Date(Date.parse(startsAt) + durationMinutes * 60_000).toISOString();
}

/**
 * Each seat's share of the court's price (issue 30): the price divided by the four seats in
 * whole minor units, the remainder on the organizer's seat, so the shares add up to the price.
 */
export function matchShares(courtPrice: number): { organizer: number; player: number } {
  const player = Math.floor(courtPrice / matchSeatCount);
  return { organizer: courtPrice - player * (matchSeatCount - 1), player };
}

/** What a player who is not the organizer pays: the shares' whole quarter. */
export const pricePerPlayer = (courtPrice: number) => matchShares(courtPrice).player;

/** How long an accepted player has to pay their share before the seat reopens. */
export const matchShareHoldMinutes = 60;

/** By default a match must be full a day before it starts (the organizer may choose). */
export const defaultFillDeadlineHours = 24;
export const maxFillDeadlineHours = 168;

/**
 * When a match must be full: the chosen hours before its start; a moment already past when
 * the match is made (a match made for tonight) is its start instead.
 */
export function fillDeadlineOf(startsAt: string, hoursBefore: number, now: Date): string {
  return new Date(
    fillDeadlinePassed(startsAt, hoursBefore, now)
      ? Date.parse(startsAt)
      : Date.parse(startsAt) - hoursBefore * 3_600_000,
  ).toISOString();
}

/** Whether the chosen time to be full has already gone: the match is then full by its start. */
export function fillDeadlinePassed(startsAt: string, hoursBefore: number, now: Date): boolean {
  return Date.parse(startsAt) - hoursBefore * 3_600_000 <= now.getTime();
}

/** Whether a level lies in a match's range (a player outside it may still ask; SPEC issue 10). */
export function levelFits(level: number | null, range: { min: number; max: number }): boolean {
  return level !== null && level >= range.min && level <= range.max;
}

/** Whether a match's range takes every level, so a player with no level yet fits it too. */
export function takesEveryLevel(range: { min: number; max: number }): boolean {
  return range.min <= padelLevelMin && range.max >= padelLevelMax;
}

/** A men's match takes men, a women's match women, a mixed one anyone (SPEC 9 genders). */
export function genderFits(
  matchGender: 'men' | 'women' | 'mix',
  playerGender: 'M' | 'F' | null,
): boolean {
  if (matchGender === 'mix') return true;
  return playerGender === (matchGender === 'men' ? 'M' : 'F');
}
