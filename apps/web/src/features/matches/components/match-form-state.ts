import type { CourtType, Match, MatchForm, MatchGender, MatchPrivacy } from '@courtside/shared';

export interface MatchFormState {
  gender: MatchGender | null;
  /** A datetime-local value on the hour, in the device's time. */
  date: string;
  duration: 60 | 120 | null;
  club: string;
  courtType: CourtType | null;
  privacy: MatchPrivacy | null;
  padelLevelMin: number;
  padelLevelMax: number;
  description: string;
  reservedSeats: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local value with the minutes at zero. */
export function toLocalHour(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:00`;
}

/**
 * SPEC 5: the date starts at the current time with the minutes at zero; the next whole hour,
 * since the current one has already begun and a match cannot start in the past.
 */
export function emptyMatchForm(now = new Date()): MatchFormState {
  const next = new Date(now.getTime() + 3_600_000);
  return {
    gender: null,
    date: toLocalHour(next),
    duration: 60,
    club: '',
    courtType: null,
    privacy: 'public',
    padelLevelMin: 0,
    padelLevelMax: 5,
    description: '',
    reservedSeats: 0,
  };
}

export function formOfMatch(match: Match): MatchFormState {
  return {
    gender: match.gender,
    date: toLocalHour(new Date(match.date)),
    duration: Number(match.duration) as 60 | 120,
    club: match.club.id,
    courtType: match.courtType,
    privacy: match.privacy,
    padelLevelMin: match.padelLevelMin,
    padelLevelMax: match.padelLevelMax,
    description: match.description ?? '',
    reservedSeats: match.reservedSeats,
  };
}

/** The body to send, or null while a required field is missing (SPEC 5: submit does nothing). */
export function toMatchForm(state: MatchFormState): MatchForm | null {
  const { gender, duration, courtType, privacy } = state;
  if (!gender || !duration || !courtType || !privacy || !state.club || !state.date) return null;
  if (state.padelLevelMin > state.padelLevelMax) return null;
  const at = new Date(state.date);
  if (Number.isNaN(at.getTime())) return null;
  at.setMinutes(0, 0, 0);
  return {
    gender,
    date: at.toISOString(),
    duration,
    club: state.club,
    courtType,
    privacy,
    padelLevelMin: state.padelLevelMin,
    padelLevelMax: state.padelLevelMax,
    description: state.description.trim() || undefined,
    reservedSeats: state.reservedSeats,
  };
}
