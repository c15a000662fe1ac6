import { useForm } from 'react-hook-form';
import type { ActivityRecurrence, MyClub } from '@courtside/shared';
import { clubMinuteToUtc } from '@courtside/shared/rules';
import { requestResolver } from '@/lib/request-resolver';
import { useChoiceReset } from '@/lib/use-choice-reset';
import type { CourtPlan } from '../api/free-courts';

/** What the Create Activity form holds while it is filled in (SPEC 2, 5). */
export interface ActivityFormValues {
  name: string;
  coach: string;
  fromH: string;
  fromM: string;
  toH: string;
  toM: string;
  date: string;
  recurrence: ActivityRecurrence;
  /** The last date a series runs on; empty for the 12-week horizon. */
  lastDate: string;
  court: string;
  seatsnumber: string;
  price: string;
  description: string;
}

export const emptyActivityForm: ActivityFormValues = {
  name: '',
  coach: '',
  fromH: '',
  fromM: '00',
  toH: '',
  toM: '00',
  date: '',
  recurrence: 'date',
  lastDate: '',
  court: '',
  seatsnumber: '',
  price: '',
  description: '',
};

/** The chosen last date, when the activity repeats: a single date has none. */
function seriesEnd(values: ActivityFormValues): boolean {
  return values.recurrence !== 'date' && values.lastDate !== '';
}

/** The plan the court list is asked for, once the date and both times are chosen. */
export function courtPlanOf(values: ActivityFormValues): CourtPlan | null {
  if (!values.date || values.fromH === '' || values.toH === '') return null;
  return {
    date: values.date,
    recurrence: values.recurrence,
    ...(seriesEnd(values) && { lastDate: values.lastDate }),
    fromH: Number(values.fromH),
    fromM: Number(values.fromM),
    toH: Number(values.toH),
    toM: Number(values.toM),
  };
}

/** The SPEC 3 create payload as the form says it, before the shared schema checks it. */
export function activityRequestOf(values: ActivityFormValues, club: MyClub) {
  const toMinute = Number(values.toH) * 60 + Number(values.toM);
  const endDate =
    values.date && values.toH !== ''
      ? (clubMinuteToUtc(values.date, toMinute, club.timeZone) ?? undefined)
      : undefined;
  return {
    club: club.id,
    name: values.name,
    coach: values.coach,
    fromH: values.fromH === '' ? undefined : Number(values.fromH),
    fromM: Number(values.fromM),
    toH: values.toH === '' ? undefined : Number(values.toH),
    toM: Number(values.toM),
    date: values.date,
    recurrence: values.recurrence,
    ...(seriesEnd(values) && { lastDate: values.lastDate }),
    court: values.court,
    price: values.price === '' ? undefined : Math.round(Number(values.price) * 100),
    endDate,
    ...(values.seatsnumber && { seatsnumber: Number(values.seatsnumber) }),
    ...(values.description.trim() && { description: values.description }),
  };
}

/** Changing these may leave the chosen court out of the courts offered. */
const courtFilters: ReadonlyArray<keyof ActivityFormValues> = [
  'fromH',
  'fromM',
  'toH',
  'toM',
  'date',
  'recurrence',
  'lastDate',
];

/**
 * The Create Activity form, checked on submit with the shared create schema (as the server
 * checks it); the refused fields stay marked until the next try.
 */
export function useActivityForm(club: MyClub) {
  const form = useForm({
    defaultValues: emptyActivityForm,
    resolver: requestResolver('activityCreateBodySchema', (values: ActivityFormValues) =>
      activityRequestOf(values, club),
    ),
    reValidateMode: 'onSubmit',
  });
  useChoiceReset(form, courtFilters, 'court', '');
  return form;
}

export type ActivityForm = ReturnType<typeof useActivityForm>;
