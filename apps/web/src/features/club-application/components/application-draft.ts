import type { AuthResponse, ClubApplicationBody, Sport } from '@courtside/shared';

/** The form as typed: the number of courts as text, the sports as two switches. */
export interface ApplicationDraft {
  clubName: string;
  address: string;
  area: string;
  padel: boolean;
  football: boolean;
  courts: string;
  message: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

/** A signed-in applicant's contact is filled in from their account. */
export const applicationDraft = (user: AuthResponse | null): ApplicationDraft => ({
  clubName: '',
  address: '',
  area: '',
  padel: true,
  football: false,
  courts: '',
  message: '',
  contactName: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '',
  contactPhone: user?.Phone ?? '',
  contactEmail: user?.Email ?? '',
});

/** Text to a whole number, or NaN (which the schema refuses) for anything else. */
const countOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function applicationBodyOf(draft: ApplicationDraft): ClubApplicationBody {
  const sports: Sport[] = [];
  if (draft.padel) sports.push('padel');
  if (draft.football) sports.push('football');
  return {
    clubName: draft.clubName,
    address: draft.address,
    area: draft.area,
    sports,
    courts: countOf(draft.courts),
    message: draft.message,
    contactName: draft.contactName,
    contactPhone: draft.contactPhone,
    contactEmail: draft.contactEmail,
  };
}
