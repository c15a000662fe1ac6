import { forbidden, notFound } from '#server/lib/domain-error.js';
import type { ClubRow, ClubsRepo } from './clubs.repo.js';

/**
 * What is done at a club through its owner's screens. The owner may do all of it; a club's
 * staff (to come) will each be given some of it by their role, decided in `mayActOnClub`.
 */
export type ClubAction =
  | 'courts' // its courts, their prices and photos
  | 'hours' // opening hours and closures
  | 'bookings' // the desk: a court's day, booking for a customer, cancelling or moving one, cash
  | 'championships'
  | 'activities' // activities and their coaches
  | 'socials' // Americano and Mexicano nights, and running their rounds
  | 'results' // deciding a disputed match result
  | 'customers' // the club's customer list, their pages, notes and categories
  | 'staff' // who works at the club, and in what role
  | 'reports'; // revenue, and the month's receipts

/** A club as far as who may act on it goes: whose it is. */
export interface ClubHolder {
  owner_id: string;
}

/**
 * May `userId` do `action` at `club`? The one rule every owner's action asks (lint keeps any
 * other comparison with a club's owner out of the server: scripts/eslint/club-access.js).
 * Today a club's owner may do everything there and no one else anything; staff roles are read
 * here, with the club.
 */
export function mayActOnClub(club: ClubHolder, userId: string, _action: ClubAction): boolean {
  return club.owner_id === userId;
}

/**
 * The one refusal of an action at a club that is not the caller's: 403, whatever the action.
 * What the action names must exist first: a club, court or booking that does not is a 404.
 */
export function checkClubAccess(club: ClubHolder, userId: string, action: ClubAction): void {
  if (!mayActOnClub(club, userId, action)) throw forbidden('This club belongs to another owner');
}

/** The same rule for an action that names its club, or that acts on the caller's own. */
export function createClubAccess(clubs: Pick<ClubsRepo, 'findClub' | 'clubOfOwner'>) {
  return {
    /** The club `userId` runs, for the owner's screens that name none (404 without one). */
    async clubRunBy(userId: string, _action: ClubAction): Promise<ClubRow> {
      const club = await clubs.clubOfOwner(userId);
      if (!club) throw notFound('Club');
      return club;
    },

    /** The club `clubId` when `userId` may do `action` there: 404 without it, else the refusal. */
    async clubFor(userId: string, clubId: string, action: ClubAction): Promise<ClubRow> {
      const club = await clubs.findClub(clubId);
      if (!club) throw notFound('Club');
      checkClubAccess(club, userId, action);
      return club;
    },
  };
}
export type ClubAccess = ReturnType<typeof createClubAccess>;
