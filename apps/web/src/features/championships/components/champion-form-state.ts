import { useState } from 'react';
import {
  championCreateBodySchema,
  clubHourToUtc,
  type ChampionCreateBody,
  type MyClub,
} from '@courtside/shared';

/** What the Create Champion form holds while it is filled in (SPEC 2, 5). */
export interface ChampionFormValues {
  name: string;
  fromDate: string;
  fromHour: string;
  toDate: string;
  toHour: string;
  courtType: 5 | 8 | 11 | null;
  court: string;
  maxAge: string;
  inviteOnly: '1' | '0';
  participantsNumber: string;
  price: string;
  description: string;
}

export const emptyChampionForm: ChampionFormValues = {
  name: '',
  fromDate: '',
  fromHour: '',
  toDate: '',
  toHour: '',
  courtType: null,
  court: '',
  maxAge: '',
  inviteOnly: '1',
  participantsNumber: '',
  price: '',
  description: '',
};

/** The window as instants in the club's zone, once both ends are chosen. */
export function windowOf(values: ChampionFormValues, timeZone: string) {
  if (!values.fromDate || !values.fromHour || !values.toDate || !values.toHour) return null;
  const from = clubHourToUtc(values.fromDate, Number(values.fromHour), timeZone);
  const to = clubHourToUtc(values.toDate, Number(values.toHour), timeZone);
  return from && to && Date.parse(to) > Date.parse(from) ? { from, to } : null;
}

/** The SPEC 3 create payload, checked by the shared schema; or the fields it refuses. */
export function championBodyOf(values: ChampionFormValues, club: MyClub) {
  const window = windowOf(values, club.timeZone);
  const body: Record<string, unknown> = {
    club: club.id,
    court: values.court,
    name: values.name,
    from: window?.from,
    to: window?.to,
    maxAge: Number(values.maxAge) || undefined,
    price: values.price === '' ? undefined : Math.round(Number(values.price) * 100),
    inviteOnly: Number(values.inviteOnly),
    ...(values.participantsNumber && { participantsNumber: Number(values.participantsNumber) }),
    ...(values.description.trim() && { description: values.description }),
  };
  const parsed = championCreateBodySchema.safeParse(body);
  if (parsed.success) return { body: parsed.data as ChampionCreateBody, errors: {} };
  const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), true]));
  return { body: null, errors: errors as Partial<Record<string, boolean>> };
}

/** Changing these may leave the chosen court out of the courts offered. */
const courtFilters: ReadonlyArray<keyof ChampionFormValues> = [
  'fromDate',
  'fromHour',
  'toDate',
  'toHour',
  'courtType',
];

export function useChampionFormState() {
  const [values, setValues] = useState(emptyChampionForm);
  const [errors, setErrors] = useState<Partial<Record<string, boolean>>>({});
  const set = <K extends keyof ChampionFormValues>(key: K, value: ChampionFormValues[K]) =>
    setValues((current) => ({
      ...current,
      [key]: value,
      ...(courtFilters.includes(key) ? { court: '' } : {}),
    }));
  return { values, set, errors, setErrors, reset: () => setValues(emptyChampionForm) };
}
