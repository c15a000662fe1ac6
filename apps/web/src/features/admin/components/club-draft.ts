import type { ClubFields, CreateClubBody, Sport } from '@courtside/shared';
import { minorPerMajor } from '@courtside/shared/rules';
import {
  emptyPerson,
  personChoiceOf,
  type PersonDraft,
} from '@/components/person-choice/person-choice-fields';

/** A club's own fields as typed: the position as text, as the fields hold it. */
export interface ClubFieldsDraft {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
  timeZone: string;
}

export interface NewClubDraft extends ClubFieldsDraft {
  currency: string;
  court: { name: string; type: Sport; capacity: number; price: string };
  owner: PersonDraft;
}

/** The browser's own zone is the likeliest one for a club opened from here. */
export const newClubDraft = (): NewClubDraft => ({
  name: '',
  address: '',
  latitude: '',
  longitude: '',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  currency: 'EUR',
  court: { name: '', type: 'padel', capacity: 4, price: '' },
  owner: emptyPerson,
});

/** Text to a number, or NaN (which the schema refuses) for anything else, blank included. */
const numberOf = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));

export const clubFieldsOf = (draft: ClubFieldsDraft): ClubFields => ({
  name: draft.name,
  address: draft.address,
  latitude: numberOf(draft.latitude),
  longitude: numberOf(draft.longitude),
  timeZone: draft.timeZone,
});

export function createClubBodyOf(draft: NewClubDraft): CreateClubBody {
  const currency = draft.currency.trim().toUpperCase();
  return {
    ...clubFieldsOf(draft),
    currency,
    court: {
      name: draft.court.name,
      type: draft.court.type,
      capacity: draft.court.capacity,
      courtType: draft.court.type === 'padel' ? 'indoor' : null,
      price: Math.round(numberOf(draft.court.price) * minorPerMajor(currency)),
    },
    owner: personChoiceOf(draft.owner),
  };
}

export const draftOfClub = (club: ClubFields): ClubFieldsDraft => ({
  name: club.name,
  address: club.address,
  latitude: String(club.latitude),
  longitude: String(club.longitude),
  timeZone: club.timeZone,
});
