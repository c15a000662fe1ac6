import { useForm } from 'react-hook-form';
import type { MyClub, SocialCreateBody, SocialFormat } from '@courtside/shared';
import { requestResolver } from '@/lib/request-resolver';

export interface NightFormValues {
  format: SocialFormat;
  date: string;
  fromH: number;
  toH: number;
  courts: string[];
  players: number;
  pointsPerGame: number;
  /** In the currency's major unit, as the owner types it. */
  price: string;
}

export const playerChoices = [8, 12, 16, 20, 24] as const;

/** The body of POST /user/social the form's values make, before the shared schema checks it. */
export function nightRequestOf(values: NightFormValues, club: MyClub): SocialCreateBody {
  return {
    club: club.id,
    format: values.format,
    date: values.date,
    fromH: values.fromH,
    fromM: 0,
    toH: values.toH,
    toM: 0,
    courts: values.courts,
    players: values.players,
    pointsPerGame: values.pointsPerGame,
    price: Math.round(Number(values.price || '0') * 100),
  };
}

/**
 * The create form, checked on submit with the shared create schema (as the server checks
 * it); the refused fields stay marked until the next try.
 */
export function useNightForm(club: MyClub, today: string) {
  // Eight players play on two courts: the first two padel courts are ticked to start with.
  const padel = club.courts.filter((court) => court.type === 'padel').map((court) => court.id);
  return useForm({
    defaultValues: {
      format: 'americano',
      date: today,
      fromH: 19,
      toH: 21,
      courts: padel.slice(0, 2),
      players: 8,
      pointsPerGame: 24,
      price: '',
    } as NightFormValues,
    resolver: requestResolver(
      'socialCreateBodySchema',
      (values: NightFormValues) => nightRequestOf(values, club),
      // The date's window (the dates the app works with) is read on a clock: the server
      // judges it on its own and says why in the owner's language.
      { leaveToServer: (path, error) => path === 'date' && error.type === 'custom' },
    ),
    reValidateMode: 'onSubmit',
  });
}

export type NightForm = ReturnType<typeof useNightForm>;
