import { useForm } from 'react-hook-form';
import type { MyClub } from '@courtside/shared';
import { clubHourToUtc } from '@courtside/shared/rules';
import { requestResolver } from '@/lib/request-resolver';
import { useChoiceReset } from '@/lib/use-choice-reset';

/** What the Create Champion form holds while it is filled in (SPEC 2, 5). */
export interface ChampionshipFormValues {
  name: string;
  fromDate: string;
  fromHour: string;
  toDate: string;
  toHour: string;
  /** A football court's side (5, 8 or 11), or padel: a league of pairs played in sets. */
  courtType: 5 | 8 | 11 | 'padel' | null;
  court: string;
  maxAge: string;
  inviteOnly: '1' | '0';
  participantsNumber: string;
  price: string;
  description: string;
}

export const emptyChampionshipForm: ChampionshipFormValues = {
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
export function windowOf(values: ChampionshipFormValues, timeZone: string) {
  if (!values.fromDate || !values.fromHour || !values.toDate || !values.toHour) return null;
  const from = clubHourToUtc(values.fromDate, Number(values.fromHour), timeZone);
  const to = clubHourToUtc(values.toDate, Number(values.toHour), timeZone);
  return from && to && Date.parse(to) > Date.parse(from) ? { from, to } : null;
}

/** The SPEC 3 create payload as the form says it, before the shared schema checks it. */
export function championshipRequestOf(values: ChampionshipFormValues, club: MyClub) {
  const window = windowOf(values, club.timeZone);
  return {
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
}

/** Changing these may leave the chosen court out of the courts offered. */
const courtFilters: ReadonlyArray<keyof ChampionshipFormValues> = [
  'fromDate',
  'fromHour',
  'toDate',
  'toHour',
  'courtType',
];

/**
 * The Create Champion form, checked on submit with the shared create schema (as the server
 * checks it); the refused fields stay marked until the next try. The window's refusals land
 * on `from` and `to`, which mark both the date and the hour of that end.
 */
export function useChampionshipForm(club: MyClub) {
  const form = useForm({
    defaultValues: emptyChampionshipForm,
    resolver: requestResolver('championshipCreateBodySchema', (values: ChampionshipFormValues) =>
      championshipRequestOf(values, club),
    ),
    reValidateMode: 'onSubmit',
  });
  useChoiceReset(form, courtFilters, 'court', '');
  return form;
}

export type ChampionshipForm = ReturnType<typeof useChampionshipForm>;
