import { phoneSchema, type Profile } from '@courtside/shared';

/** What the form holds: text as typed, the level as a number, and a chosen photo. */
export interface ProfileFormState {
  firstName: string;
  lastName: string;
  Email: string;
  Phone: string;
  gender: '' | 'M' | 'F';
  birthdate: string;
  adress: string;
  padelLevel: number;
  padelSide: '' | 'left' | 'right';
  batBrand: string;
  RankID: string;
  FootballteamName: string;
  photo: File | null;
}

export function formOfProfile(profile: Profile): ProfileFormState {
  const text = (value: string | null) => value ?? '';
  const { padel } = profile;
  return {
    firstName: profile.firstName,
    lastName: text(profile.lastName),
    Email: text(profile.Email),
    Phone: profile.Phone,
    gender: profile.gender ?? '',
    birthdate: text(profile.birthdate),
    adress: text(profile.adress),
    padelLevel: padel.padelLevel ?? 0,
    padelSide: padel.padelSide ?? '',
    batBrand: text(padel.batBrand),
    RankID: text(padel.RankID),
    FootballteamName: text(padel.FootballteamName),
    photo: null,
  };
}

/** SPEC 5: the phone is required (and must look like one); every other field is optional. */
export const phoneIsValid = (phone: string) => phoneSchema.safeParse(phone).success;

/** SPEC 5/7: only the non-empty fields are sent, as a multipart form with the photo. */
export function toFormData(state: ProfileFormState): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(state)) {
    if (name === 'photo' || name === 'padelLevel') continue;
    if (typeof value === 'string' && value.trim() !== '') form.append(name, value.trim());
  }
  form.append('padelLevel', String(state.padelLevel));
  if (state.photo) form.append('photo', state.photo);
  return form;
}
