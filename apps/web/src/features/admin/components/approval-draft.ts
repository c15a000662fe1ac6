import type { ApproveApplicationBody, ClubApplication } from '@courtside/shared';
import { createClubBodyOf, newClubDraft, type NewClubDraft } from './club-draft';

/**
 * The approval as typed: the admin's new-club form, its owner being the applicant, and the
 * username an applicant without an account is invited under.
 */
export interface ApprovalDraft extends NewClubDraft {
  username: string;
}

/** A username to start from: the e-mail's name, in the letters a username takes. */
export function suggestedUsername(email: string): string {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.]/g, '').slice(0, 30);
  return base.length >= 3 ? base : '';
}

/** The new-club form filled in with what the application says. */
export function approvalDraft(application: ClubApplication): ApprovalDraft {
  const draft = newClubDraft();
  const sport = application.sports[0] ?? 'padel';
  return {
    ...draft,
    name: application.clubName,
    address: `${application.address}, ${application.area}`,
    court: { ...draft.court, type: sport, capacity: sport === 'padel' ? 4 : 5 },
    username: application.applicant ? '' : suggestedUsername(application.contactEmail),
  };
}

export function approvalBodyOf(draft: ApprovalDraft, invited: boolean): ApproveApplicationBody {
  const { owner: _owner, ...club } = createClubBodyOf(draft);
  return invited ? { ...club, username: draft.username } : club;
}
