import {
  conflictCodes,
  type ApproveApplicationBody,
  type ClubApplication,
  type CreatedKey,
  type DeclineApplicationBody,
  type OwnerChoice,
  type Sport,
  type ValidClubApplicationBody,
  type ValidCourtInput,
} from '@courtside/shared';
import { inTransaction, type Tx } from '#server/db/transaction.js';
import { conflict, invalidField, notFound } from '#server/lib/domain-error.js';
import { newId } from '#server/lib/ids.js';
import { messageTexts } from '#server/modules/messaging/messaging.service.js';
import type { AdminDeps } from './admin-deps.js';
import { createAudited, openClub } from './admin-clubs.js';
import { insertAudit } from './audit.repo.js';
import { clubApplicationsRepo, type ClubApplicationRow } from './club-applications.repo.js';
import { newestFirstPage } from '#server/lib/keyset-page.js';

type ValidApproval = Omit<ApproveApplicationBody, 'court'> & { court: ValidCourtInput };

/** Who sends an application: someone signed in (who becomes the owner), or anyone. */
export interface Applicant {
  userId: string | null;
  /** The language the form was sent in, for the answer's e-mail. */
  language: string;
}

export function toClubApplication(row: ClubApplicationRow): ClubApplication {
  return {
    id: row.id,
    clubName: row.club_name,
    address: row.address,
    area: row.area,
    sports: row.sports.split(',') as Sport[],
    courts: row.courts,
    message: row.message,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
    applicant:
      row.user_id && row.applicant_username
        ? { id: row.user_id, username: row.applicant_username }
        : null,
    state: row.state,
    declineReason: row.decline_reason,
    clubId: row.club_id,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  };
}

type Decision = { state: 'approved' } | { state: 'declined'; decline_reason: string };
type Claimed = { before: ClubApplication; language: string; at: string };

const decidedAlready = () =>
  conflict(conflictCodes.ALREADY_DECIDED, 'This application was decided already');

async function readApplication(tx: Tx, id: string): Promise<ClubApplication> {
  const row = await clubApplicationsRepo.one(tx.db, id);
  if (!row) throw notFound('Club application');
  return toClubApplication(row);
}

/** The applicant owns the club: their own account, or a person invited by their contact. */
function ownerOf(application: ClubApplication, username: string | undefined): OwnerChoice {
  if (application.applicant)
    return { kind: 'existing', identifier: application.applicant.username };
  if (!username) throw invalidField('body.username', 'Required');
  return {
    kind: 'invite',
    name: application.contactName,
    username,
    phone: application.contactPhone,
  };
}

/** The applicant's answer: a notification for their account, an e-mail to their address. */
async function tell(
  deps: AdminDeps,
  tx: Tx,
  application: ClubApplication,
  language: string,
  answer: { approved: true; invitationUrl: string | null } | { approved: false; reason: string },
) {
  const club = application.clubName;
  if (application.applicant)
    await deps.notifications.record(
      tx,
      application.applicant.id,
      answer.approved ? 'club_application_approved' : 'club_application_declined',
      answer.approved ? { club } : { club, reason: answer.reason },
    );
  const texts = messageTexts(language);
  const mail = answer.approved
    ? texts.clubApplicationApproved({ club, invitationUrl: answer.invitationUrl })
    : texts.clubApplicationDeclined({ club, reason: answer.reason });
  tx.afterCommit(() => deps.messenger.send({ email: application.contactEmail }, mail));
}

/** Takes a pending application for the admin's decision, or answers that it is taken. */
async function claim(
  { clock }: AdminDeps,
  tx: Tx,
  adminId: string,
  id: string,
  decision: Decision,
) {
  const row = await clubApplicationsRepo.one(tx.db, id);
  if (!row) throw notFound('Club application');
  const at = clock.now().toISOString();
  const taken = await clubApplicationsRepo.decide(tx.db, id, {
    ...decision,
    decided_by: adminId,
    decided_at: at,
  });
  if (!taken) throw decidedAlready();
  return { before: toClubApplication(row), language: row.language, at };
}

/** The decided application, written to the audit log beside its state before. */
async function logDecision(tx: Tx, adminId: string, action: string, claimed: Claimed) {
  const after = await readApplication(tx, claimed.before.id);
  await insertAudit(tx.db, {
    actorId: adminId,
    action,
    subjectId: after.id,
    before: claimed.before,
    after,
    at: claimed.at,
  });
  return after;
}

/**
 * "List your club": applications sent by anyone, decided by the platform's admin. Approving
 * opens the club through the admin's own "create club", with the applicant as its owner;
 * each decision is in the audit log and reaches the applicant by e-mail, and in the app when
 * they have an account.
 */
export function createClubApplications(deps: AdminDeps) {
  const { db, clock } = deps;
  const audited = createAudited(deps);

  async function approve(adminId: string, id: string, body: ValidApproval) {
    const clubId = newId();
    const { username, ...club } = body;
    const done = await audited(adminId, 'club.create', clubId, async (tx) => {
      const claimed = await claim(deps, tx, adminId, id, { state: 'approved' });
      const owner = ownerOf(claimed.before, username);
      const { invitation } = await openClub(deps, tx, adminId, clubId, { ...club, owner });
      await clubApplicationsRepo.setClub(tx.db, id, clubId);
      const application = await logDecision(tx, adminId, 'application.approve', claimed);
      await tell(deps, tx, application, claimed.language, {
        approved: true,
        invitationUrl: invitation?.url ?? null,
      });
      return { invitation, application, audit: { application: id } };
    });
    const { application, club: opened, invitation } = done;
    return { application, club: opened, invitation, cancelledBookings: 0 };
  }

  const decline = (adminId: string, id: string, { reason }: DeclineApplicationBody) =>
    inTransaction(db, async (tx) => {
      const decision = { state: 'declined' as const, decline_reason: reason };
      const claimed = await claim(deps, tx, adminId, id, decision);
      const application = await logDecision(tx, adminId, 'application.decline', claimed);
      await tell(deps, tx, application, claimed.language, { approved: false, reason });
      return application;
    });

  return {
    approve,
    decline,

    async submit(applicant: Applicant, body: ValidClubApplicationBody) {
      const id = newId();
      await clubApplicationsRepo.insert(db, {
        id,
        club_name: body.clubName,
        address: body.address,
        area: body.area,
        sports: body.sports.join(','),
        courts: body.courts,
        message: body.message,
        contact_name: body.contactName,
        contact_phone: body.contactPhone,
        contact_email: body.contactEmail,
        user_id: applicant.userId,
        language: applicant.language,
        state: 'pending',
        decline_reason: null,
        club_id: null,
        decided_by: null,
        decided_at: null,
        created_at: clock.now().toISOString(),
      });
      return { id, state: 'pending' as const };
    },

    page: (limit: number, before?: CreatedKey) =>
      newestFirstPage(
        (after, count) => clubApplicationsRepo.page(db, count, after),
        { limit, before },
        toClubApplication,
      ),

    async one(id: string): Promise<ClubApplication> {
      const row = await clubApplicationsRepo.one(db, id);
      if (!row) throw notFound('Club application');
      return toClubApplication(row);
    },
  };
}
export type ClubApplications = ReturnType<typeof createClubApplications>;
