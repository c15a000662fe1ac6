import {
  conflictCodes,
  type AddStaffBody,
  type InvitationLink,
  type ClubPost,
  type ClubStaff,
  type StaffAdded,
  type StaffMember,
  type StaffRole,
} from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import type { Clock } from '#server/lib/clock.js';
import { conflict, invalidField, notFound } from '#server/lib/domain-error.js';
import { invite, invitedAccount } from '#server/modules/admin/admin.service.js';
import {
  clubActor,
  clubStaffRepo,
  roleAtClub,
  type ClubRow,
  type ClubsService,
} from '#server/modules/clubs/clubs.service.js';
import {
  createUsersRepo,
  findSignInAccount,
  personName,
} from '#server/modules/users/users.service.js';

export interface StaffDeps {
  db: Kysely<Database>;
  clock: Clock;
  clubs: Pick<ClubsService, 'access' | 'staffPostOf'>;
  /** Where the web app is served, for invitation links ('' keeps them relative). */
  publicUrl: string;
}

/** How many of the club's latest staff actions its owner reads. */
const logLength = 50;

type MemberRow = Awaited<ReturnType<typeof clubStaffRepo.membersOf>>[number];

const toMember = (row: MemberRow): StaffMember => ({
  userId: row.user_id,
  name: personName(row.first_name, row.last_name) || row.username,
  username: row.username,
  role: row.role,
  addedAt: row.added_at,
});

/** The account an `existing` choice names: a player who works nowhere yet. */
async function existingPlayer(tx: Tx, identifier: string): Promise<string> {
  const row = await findSignInAccount(createUsersRepo(tx.db), identifier);
  if (!row || row.deleted_at !== null) throw notFound('Account');
  if (row.role !== 'player')
    throw invalidField('body.person.identifier', 'Only a player can join a club’s staff');
  if (await clubStaffRepo.postOf(tx.db, row.id))
    throw conflict(conflictCodes.ALREADY_STAFF, 'This person already works at a club');
  return row.id;
}

/** Takes on the person `body` names (an account, or a new one with its link) and logs it. */
async function takeOn(
  { clock, publicUrl }: StaffDeps,
  tx: Tx,
  { club, ownerId, body }: { club: ClubRow; ownerId: string; body: AddStaffBody },
): Promise<{ userId: string; invitation: InvitationLink | null }> {
  const now = clock.now();
  const context = { tx, now, timeZone: club.time_zone };
  const { person } = body;
  const userId =
    person.kind === 'existing'
      ? await existingPlayer(tx, person.identifier)
      : (await invitedAccount(context, person, { role: 'player', field: 'body.person.phone' }))
          .userId;
  const at = now.toISOString();
  await clubStaffRepo.insert(tx.db, {
    userId,
    clubId: club.id,
    role: body.role,
    addedBy: ownerId,
    at,
  });
  await clubStaffRepo.log(tx.db, {
    clubId: club.id,
    actorId: ownerId,
    action: 'addClubStaff',
    status: 200,
    at,
  });
  const invitation =
    person.kind === 'invite'
      ? await invite({ ...context, adminId: ownerId, clubId: club.id, publicUrl }, userId)
      : null;
  return { userId, invitation };
}

/**
 * Who works at a club beside its owner (docs/decisions.md, "Club staff"). Only the owner
 * changes it ('staff' is no staff role's); each change is in the club's staff log. A person
 * works at one club, and a club keeps its one owner: an owner, a coach or an admin is not
 * taken on as staff.
 */
export function createStaff(deps: StaffDeps) {
  const { db, clock, clubs } = deps;
  const clubOf = (ownerId: string) => clubs.access.clubRunBy(ownerId, 'staff');

  async function memberOf(clubId: string, userId: string): Promise<StaffMember> {
    const row = (await clubStaffRepo.membersOf(db, clubId)).find((m) => m.user_id === userId);
    if (!row) throw notFound('Staff member');
    return toMember(row);
  }

  const logged = (tx: Tx, clubId: string, actorId: string, action: string) =>
    clubStaffRepo.log(tx.db, {
      clubId,
      actorId,
      action,
      status: 200,
      at: clock.now().toISOString(),
    });

  return {
    /** The club the caller runs or works at, and their role there (null for everyone else). */
    async postOf(userId: string): Promise<ClubPost> {
      const club = await clubs.access.clubRunByIfAny(userId, 'bookings');
      const role = club && roleAtClub(club, await clubActor(db, userId));
      return { post: club && role ? { club: { id: club.id, name: club.name }, role } : null };
    },

    async list(ownerId: string): Promise<ClubStaff> {
      const club = await clubOf(ownerId);
      const [members, log] = await Promise.all([
        clubStaffRepo.membersOf(db, club.id),
        clubStaffRepo.recentLog(db, club.id, logLength),
      ]);
      return {
        members: members.map(toMember),
        log: log.map((row) => ({
          id: row.id,
          actor: { id: row.actor_id, name: personName(row.first_name, row.last_name) },
          action: row.action,
          status: row.status,
          at: row.created_at,
        })),
      };
    },

    async add(ownerId: string, body: AddStaffBody): Promise<StaffAdded> {
      const club = await clubOf(ownerId);
      const added = await inTransaction(db, (tx) => takeOn(deps, tx, { club, ownerId, body }));
      return { member: await memberOf(club.id, added.userId), invitation: added.invitation };
    },

    async setRole(ownerId: string, userId: string, role: StaffRole): Promise<StaffMember> {
      const club = await clubOf(ownerId);
      await inTransaction(db, async (tx) => {
        if (!(await clubStaffRepo.setRole(tx.db, club.id, userId, role)))
          throw notFound('Staff member');
        await logged(tx, club.id, ownerId, 'setClubStaffRole');
      });
      return memberOf(club.id, userId);
    },

    async remove(ownerId: string, userId: string): Promise<void> {
      const club = await clubOf(ownerId);
      await inTransaction(db, async (tx) => {
        if (!(await clubStaffRepo.remove(tx.db, club.id, userId))) throw notFound('Staff member');
        await logged(tx, club.id, ownerId, 'removeClubStaff');
      });
    },

    /** What a member of staff changed at their club: written after the answer, never failing it. */
    async logAction(userId: string, action: string, status: number): Promise<void> {
      const post = await clubs.staffPostOf(userId);
      if (!post) return;
      await clubStaffRepo.log(db, {
        clubId: post.clubId,
        actorId: userId,
        action,
        status,
        at: clock.now().toISOString(),
      });
    },
  };
}
export type Staff = ReturnType<typeof createStaff>;
