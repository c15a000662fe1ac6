import type { AuditEntry, CreatedKey } from '@courtside/shared';
import type { AdminDeps } from './admin-deps.js';
import { createAdminClubs } from './admin-clubs.js';
import { auditPage } from './audit.repo.js';
import { createClubApplications } from './club-applications.js';
import { newestFirstPage } from '#server/lib/keyset-page.js';
import { createInvitations } from './invitations.js';

export type { AdminDeps } from './admin-deps.js';
export { createFirstAdmin } from './first-admin.js';
export { createApplicantData } from './applicant-data.js';
export { invite, invitedAccount } from './club-owners.js';

type AuditRow = Awaited<ReturnType<typeof auditPage>>[number];

const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actor: { id: row.actor_id, name: row.actor_name },
  action: row.action,
  subjectId: row.subject_id,
  before: row.before_json,
  after: row.after_json,
  createdAt: row.created_at,
});

/** The platform's operator: clubs and their owners, and the log of every admin action. */
export function createAdmin(deps: AdminDeps) {
  return {
    clubs: createAdminClubs(deps),
    invitations: createInvitations(deps),
    applications: createClubApplications(deps),

    /** The audit log, newest first, a page at a time. */
    auditLog: (limit: number, before?: CreatedKey) =>
      newestFirstPage(
        (after, count) => auditPage(deps.db, count, after),
        { limit, before },
        toAuditEntry,
      ),
  };
}
export type Admin = ReturnType<typeof createAdmin>;
