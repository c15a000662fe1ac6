import { roleMay, type ClubAction, type ClubRole } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { forbidden, notFound } from '#server/lib/domain-error.js';
import type { ClubRow, ClubsRepo } from './clubs.repo.js';
import { clubStaffRepo, type StaffPost } from './club-staff.repo.js';

export type { ClubAction } from '@courtside/shared';

/** A club as far as who may act on it goes: which club, and whose it is. */
export interface ClubHolder {
  id: string;
  owner_id: string;
}

/** Who acts: an account, and the club it works at when it is on a club's staff. */
export interface ClubActor {
  id: string;
  staffAt: StaffPost | null;
}

/** The actor's role at `club`: its owner, its staff (in their role), or nothing there. */
export function roleAtClub(club: ClubHolder, actor: ClubActor): ClubRole | null {
  if (club.owner_id === actor.id) return 'owner';
  return actor.staffAt?.clubId === club.id ? actor.staffAt.role : null;
}

/**
 * May `actor` do `action` at `club`? The one rule every owner's action asks (lint keeps any
 * other comparison with a club's owner out of the server: scripts/eslint/club-access.js): the
 * owner may do everything there, its staff what their role gives (shared `roleMay`), no one
 * else anything.
 */
export function actsOnClub(club: ClubHolder, actor: ClubActor, action: ClubAction): boolean {
  const role = roleAtClub(club, actor);
  return role !== null && roleMay(role, action);
}

/** The actor `userId` is: one read of where they work. */
export async function clubActor(db: Kysely<Database>, userId: string): Promise<ClubActor> {
  return { id: userId, staffAt: await clubStaffRepo.postOf(db, userId) };
}

/** `actsOnClub` for an account by its id: its owner needs no read. */
export async function mayActOnClub(
  db: Kysely<Database>,
  club: ClubHolder,
  userId: string,
  action: ClubAction,
): Promise<boolean> {
  if (club.owner_id === userId) return true;
  return actsOnClub(club, await clubActor(db, userId), action);
}

/**
 * The one refusal of an action at a club: 403, whatever the action, for someone who does not
 * work there or whose role does not give it. What the action names must exist first: a club,
 * court or booking that does not is a 404.
 */
export function checkActsOnClub(club: ClubHolder, actor: ClubActor, action: ClubAction): void {
  if (actsOnClub(club, actor, action)) return;
  throw forbidden(
    roleAtClub(club, actor) === null
      ? 'This club belongs to another owner'
      : 'Your role at this club does not allow this',
  );
}

/** Refuses `userId` the action unless `mayActOnClub`. */
export async function checkClubAccess(
  db: Kysely<Database>,
  club: ClubHolder,
  userId: string,
  action: ClubAction,
): Promise<void> {
  if (club.owner_id !== userId) checkActsOnClub(club, await clubActor(db, userId), action);
}

/** The same rule for an action that names its club, or that acts on the caller's own. */
export function createClubAccess(
  db: Kysely<Database>,
  clubs: Pick<ClubsRepo, 'findClub' | 'clubOfOwner'>,
) {
  /**
   * The club `userId` runs or works at, or null when there is none; the refusal when their
   * role there does not give `action`.
   */
  async function clubRunByIfAny(userId: string, action: ClubAction): Promise<ClubRow | null> {
    const owned = await clubs.clubOfOwner(userId);
    if (owned) return owned;
    const actor = await clubActor(db, userId);
    const club = actor.staffAt && (await clubs.findClub(actor.staffAt.clubId));
    if (!club) return null;
    checkActsOnClub(club, actor, action);
    return club;
  }

  return {
    clubRunByIfAny,

    /** The same for the owner's screens that name no club: 404 without one. */
    async clubRunBy(userId: string, action: ClubAction): Promise<ClubRow> {
      const club = await clubRunByIfAny(userId, action);
      if (!club) throw notFound('Club');
      return club;
    },

    /** The club `clubId` when `userId` may do `action` there: 404 without it, else the refusal. */
    async clubFor(userId: string, clubId: string, action: ClubAction): Promise<ClubRow> {
      const club = await clubs.findClub(clubId);
      if (!club) throw notFound('Club');
      await checkClubAccess(db, club, userId, action);
      return club;
    },
  };
}
export type ClubAccess = ReturnType<typeof createClubAccess>;
