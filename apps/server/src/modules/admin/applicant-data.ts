import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { Clock } from '#server/lib/clock.js';
import { auditCopiesHolding, rewriteAuditCopies } from './audit.repo.js';
import { toClubApplication } from './club-applications.js';
import { clubApplicationsRepo } from './club-applications.repo.js';

/** What a copy of a person holds about them (an owner, an applicant, an admin). */
const personFields = ['name', 'username', 'firstName', 'lastName', 'phone', 'email'];
/** What a copy of an application holds about the person who sent it. */
const applicantFields = ['contactName', 'contactPhone', 'contactEmail', 'message'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A before or after copy without the person's details: in a copy of the person (their id) and
 * of an application they sent, the fields that name or reach them are blanked. Ids, states
 * and the rest stay, so the log still says who did what to which subject, and when.
 */
export function withoutPerson(value: unknown, userId: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutPerson(item, userId));
  if (!isRecord(value)) return value;
  const copy = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withoutPerson(item, userId)]),
  );
  const blank = (fields: readonly string[]) => {
    for (const field of fields) if (typeof copy[field] === 'string') copy[field] = '';
  };
  if (copy.id === userId) blank(personFields);
  if (isRecord(copy.applicant) && copy.applicant.id === userId) blank(applicantFields);
  return copy;
}

async function eraseFromAuditLog(tx: Tx, userId: string): Promise<void> {
  const rewritten = (json: string | null) =>
    json === null ? null : JSON.stringify(withoutPerson(JSON.parse(json), userId));
  for (const row of await auditCopiesHolding(tx.db, userId))
    await rewriteAuditCopies(tx.db, row.id, {
      before_json: rewritten(row.before_json),
      after_json: rewritten(row.after_json),
    });
}

/**
 * What the platform's operator keeps about a person: the club applications they sent signed
 * in, and copies of them and of those applications in the audit log.
 */
export function createApplicantData(clock: Clock) {
  return {
    release: (tx: Tx, userId: string) =>
      clubApplicationsRepo.declinePendingOf(tx.db, userId, clock.now().toISOString()),
    async erase(tx: Tx, userId: string): Promise<void> {
      await clubApplicationsRepo.eraseApplicant(tx.db, userId);
      await eraseFromAuditLog(tx, userId);
    },
    async exportOf(db: Kysely<Database>, userId: string) {
      const rows = await clubApplicationsRepo.ofApplicant(db, userId);
      return { clubApplications: rows.map(toClubApplication) };
    },
  };
}
