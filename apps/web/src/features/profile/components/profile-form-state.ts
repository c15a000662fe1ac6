import { useForm } from 'react-hook-form';
import type { Profile } from '@courtside/shared';
import { requestResolver } from '@/lib/request-resolver';

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

/** The text fields sent: the non-empty ones, trimmed, with the level. */
function sentFields(state: ProfileFormState): [string, string | number][] {
  const texts = Object.entries(state).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  return [
    ...texts.map(([name, value]): [string, string] => [name, value.trim()]),
    ['padelLevel', state.padelLevel],
  ];
}

/** SPEC 5/7: only the non-empty fields are sent, as a multipart form with the photo. */
export function toFormData(state: ProfileFormState): FormData {
  const form = new FormData();
  for (const [name, value] of sentFields(state)) form.append(name, String(value));
  if (state.photo) form.append('photo', state.photo);
  return form;
}

/**
 * What the shared profile schema checks, as the server checks the multipart fields: those
 * sent, and the phone even when empty, since this form requires it.
 */
export function profileRequestOf(state: ProfileFormState) {
  return { Phone: state.Phone, ...Object.fromEntries(sentFields(state)) };
}

/** The edit form, checked on save with the shared profile schema. */
export function useProfileForm(profile: Profile) {
  return useForm({
    defaultValues: formOfProfile(profile),
    resolver: requestResolver('profileFormSchema', profileRequestOf, {
      phones: { fields: ['Phone'] },
    }),
  });
}

export type ProfileFormApi = ReturnType<typeof useProfileForm>;
