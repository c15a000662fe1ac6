import { useState } from 'react';
import type { MyClub, SocialCreateBody, SocialFormat } from '@courtside/shared';

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

/** The create form's values, and the body they make for POST /user/social. */
export function useNightForm(club: MyClub, today: string) {
  const initial: NightFormValues = {
    format: 'americano',
    date: today,
    fromH: 19,
    toH: 21,
    courts: [],
    players: 8,
    pointsPerGame: 24,
    price: '',
  };
  const [values, setValues] = useState(initial);
  const set = <K extends keyof NightFormValues>(key: K, value: NightFormValues[K]) =>
    setValues((before) => ({ ...before, [key]: value }));
  const body = (): SocialCreateBody => ({
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
  });
  return { values, set, body, reset: () => setValues(initial) };
}
