import {
  conflictCodes,
  type AdminClub,
  type AdminClubChange,
  type ClubFields,
  type CreateClubBody,
  type CreatedKey,
  type InvitationLink,
  type OwnerChoice,
  type SuspendClubBody,
  type ValidCourtInput,
} from '@courtside/shared';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { clubRecords, insertCourt } from '#server/modules/clubs/clubs.service.js';
import { toAdminClub } from './admin-club.mapper.js';
import type { AdminDeps } from './admin-deps.js';
import { insertAudit } from './audit.repo.js';
import { newestFirstPage } from '#server/lib/keyset-page.js';
import { invite, releaseFormerOwner, resolveOwner, type OwnerContext } from './club-owners.js';
import { invitationsRepo } from './invitations.repo.js';

export type ValidCreateClub = Omit<CreateClubBody, 'court'> & { court: ValidCourtInput };

const clubColumns = (fields: ClubFields) => ({
  name: fields.name,
  address: fields.address,
  latitude: fields.latitude,
  longitude: fields.longitude,
  time_zone: fields.timeZone,
});

/** Runs an action on a club in a transaction with its audit row; the club is read after. */
export type Audited = <T extends object>(
  adminId: string,
  action: string,
  clubId: string,
  work: (tx: Tx, before: AdminClub | null) => Promise<T>,
) => Promise<T & { club: AdminClub }>;

async function readClub(tx: Tx, clubId: string): Promise<AdminClub> {
  const record = await clubRecords.one(tx.db, clubId);
  if (!record) throw notFound('Club');
  return toAdminClub(record);
}

/** Each admin action on a club: one transaction that also writes its audit row. */
export function createAudited({ db, clock, clubs }: AdminDeps): Audited {
  return async (adminId, action, clubId, work) =>
    inTransaction(db, async (tx) => {
      const before = action === 'club.create' ? null : await readClub(tx, clubId);
      const done = await work(tx, before);
      const club = await readClub(tx, clubId);
      await insertAudit(tx.db, {
        actorId: adminId,
        action,
        subjectId: clubId,
        before,
        after: { ...club, ...('audit' in done ? (done.audit as object) : {}) },
        at: clock.now().toISOString(),
      });
      tx.afterCommit(clubs.clubChanged);
      return { ...done, club };
    });
}

const ownerContext = (
  deps: AdminDeps,
  tx: Tx,
  adminId: string,
  club: { id: string; timeZone: string },
): OwnerContext => ({
  tx,
  adminId,
  clubId: club.id,
  timeZone: club.timeZone,
  now: deps.clock.now(),
  publicUrl: deps.publicUrl,
});

/**
 * Opens a club with its owner (an account, or an invited person, and their link) and court,
 * in the transaction of the admin's action (creating it, or approving an application).
 */
export async function openClub(
  deps: AdminDeps,
  tx: Tx,
  adminId: string,
  clubId: string,
  body: ValidCreateClub,
): Promise<{ invitation: InvitationLink | null; ownerId: string }> {
  const now = deps.clock.now();
  // A club always names its owner, so the owner's account comes first, its link after.
  const context = ownerContext(deps, tx, adminId, { id: clubId, timeZone: body.timeZone });
  const owner = await resolveOwner(context, body.owner);
  await clubRecords.insert(tx.db, {
    id: clubId,
    owner_id: owner.userId,
    currency: body.currency,
    photo: null,
    created_at: now.toISOString(),
    suspended_at: null,
    ...clubColumns(body),
  });
  const link = owner.invited ? await invite(context, owner.userId) : null;
  await insertCourt(tx, { id: clubId, currency: body.currency }, body.court, now);
  return { invitation: link, ownerId: owner.userId };
}

async function createClub(
  deps: AdminDeps,
  audited: Audited,
  adminId: string,
  body: ValidCreateClub,
): Promise<AdminClubChange> {
  const clubId = newId();
  const done = await audited(adminId, 'club.create', clubId, async (tx) => ({
    invitation: (await openClub(deps, tx, adminId, clubId, body)).invitation,
  }));
  return { club: done.club, invitation: done.invitation, cancelledBookings: 0 };
}

/** Gives the club to another owner; the former one's links stop working, their role goes. */
async function setOwner(
  deps: AdminDeps,
  audited: Audited,
  adminId: string,
  clubId: string,
  choice: OwnerChoice,
): Promise<AdminClubChange> {
  const done = await audited(adminId, 'club.owner', clubId, async (tx, before) => {
    const club = before ?? (await readClub(tx, clubId));
    const context = ownerContext(deps, tx, adminId, club);
    await invitationsRepo.revokeOfClub(tx.db, clubId, context.now.toISOString());
    const owner = await resolveOwner(context, choice);
    await clubRecords.update(tx.db, clubId, { owner_id: owner.userId });
    if (before && before.owner.id !== owner.userId) await releaseFormerOwner(tx, before.owner.id);
    const link = owner.invited ? await invite(context, owner.userId) : null;
    return { invitation: link };
  });
  return { club: done.club, invitation: done.invitation, cancelledBookings: 0 };
}

/**
 * A new link for the club's invited owner, who lost theirs or let it lapse: the links before
 * it stop working. An owner who has set their password needs none.
 */
async function newInvitation(
  deps: AdminDeps,
  audited: Audited,
  adminId: string,
  clubId: string,
): Promise<AdminClubChange> {
  const done = await audited(adminId, 'club.invitation', clubId, async (tx, before) => {
    if (!before?.owner.invited)
      throw conflict(
        conflictCodes.OWNER_NOT_INVITED,
        "The club's owner has already set their password: there is no link to send",
      );
    const context = ownerContext(deps, tx, adminId, before);
    await invitationsRepo.revokeOfClub(tx.db, clubId, context.now.toISOString());
    return { invitation: await invite(context, before.owner.id) };
  });
  return { club: done.club, invitation: done.invitation, cancelledBookings: 0 };
}

/** The platform admin's work on clubs, each action written to the audit log. */
export function createAdminClubs(deps: AdminDeps) {
  const { db, clock } = deps;
  const audited = createAudited(deps);

  return {
    create: (adminId: string, body: ValidCreateClub) => createClub(deps, audited, adminId, body),
    setOwner: (adminId: string, clubId: string, choice: OwnerChoice) =>
      setOwner(deps, audited, adminId, clubId, choice),
    newInvitation: (adminId: string, clubId: string) =>
      newInvitation(deps, audited, adminId, clubId),

    page: (limit: number, before?: CreatedKey) =>
      newestFirstPage(
        (after, count) => clubRecords.page(db, count, after),
        { limit, before },
        toAdminClub,
      ),

    async one(clubId: string): Promise<AdminClub> {
      const record = await clubRecords.one(db, clubId);
      if (!record) throw notFound('Club');
      return toAdminClub(record);
    },

    async edit(adminId: string, clubId: string, fields: ClubFields): Promise<AdminClub> {
      const done = await audited(adminId, 'club.edit', clubId, async (tx) => {
        await clubRecords.update(tx.db, clubId, clubColumns(fields));
        return {};
      });
      return done.club;
    },

    async addCourt(adminId: string, clubId: string, input: ValidCourtInput): Promise<AdminClub> {
      const done = await audited(adminId, 'club.court.add', clubId, async (tx, before) => {
        const courtId = await insertCourt(tx, before!, input, clock.now());
        return { audit: { courtAdded: { id: courtId, name: input.name, type: input.type } } };
      });
      return done.club;
    },

    /** Sets the club's photo, re-encoded and kept by the uploads module; the old one goes. */
    async setPhoto(adminId: string, clubId: string, bytes: Buffer): Promise<AdminClub> {
      await this.one(clubId);
      const image = await deps.uploads.saveImage('club', bytes);
      let previous: string | null = null;
      const done = await audited(adminId, 'club.photo', clubId, async (tx) => {
        previous = await clubRecords.swapPhoto(tx.db, clubId, image.url);
        return {};
      });
      await deps.uploads.removeImage(previous);
      return done.club;
    },

    suspend: (adminId: string, clubId: string, body: SuspendClubBody) =>
      suspend(deps, audited, adminId, clubId, body),

    async reopen(adminId: string, clubId: string): Promise<AdminClub> {
      const done = await audited(adminId, 'club.reopen', clubId, async (tx, before) => {
        if (before!.suspendedAt === null) return {};
        await clubRecords.update(tx.db, clubId, { suspended_at: null });
        await deps.notifications.record(tx, before!.owner.id, 'club_reopened', {
          club: before!.name,
        });
        return {};
      });
      return done.club;
    },
  };
}

/**
 * Suspends a club: with court time's lock held, so that no claim is in flight, it stops
 * taking claims; then its future bookings are cancelled with full refunds, or kept, as the
 * admin chose, and everyone concerned is told (the owner, and each booking's player).
 */
async function suspend(
  deps: AdminDeps,
  audited: Audited,
  adminId: string,
  clubId: string,
  body: SuspendClubBody,
): Promise<AdminClubChange> {
  const done = await audited(adminId, 'club.suspend', clubId, async (tx, before) => {
    if (before!.suspendedAt !== null) return { audit: { unchanged: true } };
    await deps.blockNewClaims(tx);
    await clubRecords.update(tx.db, clubId, { suspended_at: deps.clock.now().toISOString() });
    await deps.notifications.record(tx, before!.owner.id, 'club_suspended', {
      club: before!.name,
      reason: body.reason,
    });
    return { audit: { futureBookings: body.futureBookings, reason: body.reason } };
  });
  const changed = !('unchanged' in done.audit);
  const cancelled = changed
    ? await deps.bookings.settleClubSuspension(clubId, body.futureBookings, body.reason)
    : 0;
  return { club: done.club, invitation: null, cancelledBookings: cancelled };
}
