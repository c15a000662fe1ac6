import { createHash, randomBytes } from 'node:crypto';
import { conflictCodes, type InvitationLink, type OwnerChoice } from '@courtside/shared';
import type { Tx } from '#server/db/transaction.js';
import { phoneInClub } from '#server/lib/club-phone.js';
import { conflict, invalidField, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import {
  createUsersRepo,
  findSignInAccount,
  insertAccount,
} from '#server/modules/users/users.service.js';
import { duplicate } from '#server/modules/auth/auth.service.js';
import { clubRecords } from '#server/modules/clubs/clubs.service.js';
import { invitationsRepo } from './invitations.repo.js';

/** An invited owner's account has no password until they set one on their link. */
export const noPasswordYet = '!invited';

/** How long an invitation link works. */
export const invitationLifetimeMs = 7 * 24 * 3_600_000;

export const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface OwnerContext {
  tx: Tx;
  adminId: string;
  clubId: string;
  /** The club's time zone: its country reads an invited owner's national phone number. */
  timeZone: string;
  now: Date;
  /** Where the web app is served, for the link ('' keeps it relative). */
  publicUrl: string;
}

/** The chosen owner's account id; an invited one is sent a link once the club is theirs. */
export interface ResolvedOwner {
  userId: string;
  invited: boolean;
}

/**
 * An account that exists becomes an owner: a player (a coach or an admin cannot), or an
 * owner without a club. Its tokens are revoked, so its next sign-in carries the new role.
 */
async function existingOwner(tx: Tx, identifier: string): Promise<ResolvedOwner> {
  const users = createUsersRepo(tx.db);
  const row = await findSignInAccount(users, identifier);
  if (!row) throw notFound('Account');
  if (row.role !== 'player' && row.role !== 'owner')
    throw invalidField('body.owner.identifier', 'Only a player can become a club owner');
  if ((await clubRecords.ownedCount(tx.db, row.id)) > 0)
    throw conflict(conflictCodes.OWNS_CLUB, 'This person already owns a club');
  if (row.role !== 'owner') {
    await users.update(row.id, { role: 'owner' });
    await users.bumpTokenVersion(row.id);
  }
  return { userId: row.id, invited: false };
}

/**
 * A new account for an invited person (a club's owner, or its staff as a player), without a
 * password until they use their link.
 */
export async function invitedAccount(
  { tx, now, timeZone }: Pick<OwnerContext, 'tx' | 'now' | 'timeZone'>,
  choice: Extract<OwnerChoice, { kind: 'invite' }>,
  { role, field }: { role: 'owner' | 'player'; field: string },
): Promise<ResolvedOwner> {
  const phone = phoneInClub(choice.phone, timeZone, field);
  const taken = await createUsersRepo(tx.db).takenFields(choice.username, phone);
  if (taken.length > 0) throw duplicate(taken);
  const userId = newId();
  await insertAccount(tx.db, {
    id: userId,
    username: choice.username,
    phone,
    password_hash: noPasswordYet,
    first_name: choice.name,
    role,
    plays_padel: 0,
    plays_football: 0,
    created_at: now.toISOString(),
  });
  return { userId, invited: true };
}

/** A fresh link for a club's invited owner or staff member: only its hash is kept. */
export async function invite(context: OwnerContext, userId: string): Promise<InvitationLink> {
  const { tx, now } = context;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + invitationLifetimeMs).toISOString();
  await invitationsRepo.insert(tx.db, {
    id: newId(),
    token_hash: hashOfToken(token),
    user_id: userId,
    club_id: context.clubId,
    created_by: context.adminId,
    created_at: now.toISOString(),
    expires_at: expiresAt,
  });
  return { url: `${context.publicUrl}/invitation/${token}`, expiresAt };
}

export function resolveOwner(context: OwnerContext, choice: OwnerChoice): Promise<ResolvedOwner> {
  return choice.kind === 'existing'
    ? existingOwner(context.tx, choice.identifier)
    : invitedAccount(context, choice, { role: 'owner', field: 'body.owner.phone' });
}

/**
 * The former owner of a club, once it is someone else's: back to a player when they own no
 * other club (their tokens revoked, so no owner's token of theirs still works).
 */
export async function releaseFormerOwner(tx: Tx, formerId: string): Promise<void> {
  if ((await clubRecords.ownedCount(tx.db, formerId)) > 0) return;
  const users = createUsersRepo(tx.db);
  await users.update(formerId, { role: 'player' });
  await users.bumpTokenVersion(formerId);
}
