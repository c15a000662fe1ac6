import type {
  ClubSaleTerms,
  CourtType,
  Match,
  MatchForm,
  MatchGender,
  MatchPrivacy,
  PaymentMethod,
} from '@courtside/shared';
import {
  clubHourToUtc,
  defaultFillDeadlineHours,
  hourLabel,
  timeOfMinute,
  utcToClubLocal,
  type BookingDuration,
} from '@courtside/shared/rules';

export interface MatchFormState {
  gender: MatchGender | null;
  /** A datetime-local value on the hour or the half hour, on the club's clock (its IANA zone). */
  date: string;
  duration: BookingDuration | null;
  club: string;
  courtType: CourtType | null;
  /** The court the organizer chose; '' takes the cheapest free court of the type. */
  court: string;
  privacy: MatchPrivacy | null;
  padelLevelMin: number;
  padelLevelMax: number;
  description: string;
  reservedSeats: number;
  /** How many hours before the start the match must be full. */
  fillDeadlineHours: number;
  /** At that time the organizer pays the empty seats at the club instead of cancelling. */
  coverEmptySeats: boolean;
  /** Players take a free seat and pay without the organizer's approval. */
  openJoin: boolean;
  /** How the organizer pays their own share on creating the match (an edit keeps it). */
  shareMethod: PaymentMethod;
}

/** The device's zone: the clock of the form until a club is chosen. */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant as a datetime-local value on the club's clock, with the minutes at zero. */
export function toClubHour(at: Date | string, timeZone: string): string {
  const local = utcToClubLocal(at, timeZone);
  return `${local.date}T${hourLabel(local.hour)}`;
}

/** A match's start as a datetime-local value on the club's clock, its minutes kept. */
function toClubTime(at: Date | string, timeZone: string): string {
  const local = utcToClubLocal(at, timeZone);
  return `${local.date}T${timeOfMinute(local.hour * 60 + local.minute)}`;
}

/**
 * A typed datetime-local value on the club's starts: the hour when games start every 60
 * minutes, else the hour or the half hour before the typed minutes.
 */
export function onStartStep(value: string, startEvery: 30 | 60): string {
  return value.replace(/:(\d\d)$/, (_, minutes: string) =>
    startEvery === 30 && Number(minutes) >= 30 ? ':30' : ':00',
  );
}

/**
 * SPEC 5: the date starts at the current time with the minutes at zero; the next whole hour
 * on the club's clock, since the current one has already begun and a match cannot start in
 * the past.
 */
export function emptyMatchForm(now = new Date(), timeZone = deviceTimeZone()): MatchFormState {
  return {
    gender: null,
    date: toClubHour(new Date(now.getTime() + 3_600_000), timeZone),
    duration: 60,
    club: '',
    courtType: null,
    court: '',
    privacy: 'public',
    padelLevelMin: 0,
    padelLevelMax: 5,
    description: '',
    reservedSeats: 0,
    fillDeadlineHours: defaultFillDeadlineHours,
    coverEmptySeats: false,
    openJoin: false,
    shareMethod: 'cash',
  };
}

/**
 * Another club: the hour keeps its wall time and is read on the new club's clock; an untouched
 * default moves to the next whole hour of the new club's clock. The start and the length keep
 * to what the club sells of padel: a length it does not sell becomes its shortest.
 */
export function withClub(
  state: MatchFormState,
  club: { id: string; timeZone: string; sales: ClubSaleTerms },
  fromZone: string,
  now = new Date(),
): MatchFormState {
  const untouched = state.date === emptyMatchForm(now, fromZone).date;
  const date = untouched ? emptyMatchForm(now, club.timeZone).date : state.date;
  const { lengths, startEvery } = club.sales.padel;
  const sold = state.duration !== null && lengths.includes(state.duration);
  return {
    ...state,
    club: club.id,
    date: onStartStep(date, startEvery),
    duration: sold ? state.duration : (lengths[0] ?? null),
  };
}

/** The court type once a club is chosen: kept if the club has it, else its only one, or none. */
export function courtTypeAt(
  current: CourtType | null,
  offered: readonly CourtType[],
): CourtType | null {
  if (current && offered.includes(current)) return current;
  return offered.length === 1 ? offered[0]! : null;
}

export function formOfMatch(match: Match): MatchFormState {
  return {
    gender: match.gender,
    date: toClubTime(match.date, match.club.timeZone),
    duration: Number(match.duration) as BookingDuration,
    club: match.club.id,
    courtType: match.courtType,
    court: match.court?.id ?? '',
    privacy: match.privacy,
    padelLevelMin: match.padelLevelMin,
    padelLevelMax: match.padelLevelMax,
    description: match.description ?? '',
    reservedSeats: match.reservedSeats,
    fillDeadlineHours: fillDeadlineHoursOf(match),
    coverEmptySeats: match.coverEmptySeats,
    openJoin: match.openJoin,
    shareMethod: 'cash',
  };
}

/** How long before its start a match must be full; the default for one made without. */
function fillDeadlineHoursOf(match: Match): number {
  if (!match.fillDeadline) return defaultFillDeadlineHours;
  return Math.round((Date.parse(match.date) - Date.parse(match.fillDeadline)) / 3_600_000);
}

/** The form's club-local time as an instant on the club's clock; null without a clock. */
export function startOf(value: string, timeZone: string | null): string | null {
  if (!timeZone) return null;
  const parts = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!parts?.[1] || !parts[2] || !parts[3]) return null;
  try {
    const hourStart = clubHourToUtc(parts[1], Number(parts[2]), timeZone);
    if (hourStart === null) return null;
    return new Date(Date.parse(hourStart) + Number(parts[3]) * 60_000).toISOString();
  } catch {
    return null;
  }
}

/**
 * The body as the form says it, for the shared match schema to check: a missing choice stays
 * undefined, and the hour is the club's (a wall time its clock skips has no start).
 */
export function matchRequestOf(state: MatchFormState, timeZone: string | null) {
  return {
    gender: state.gender ?? undefined,
    date: startOf(state.date, timeZone) ?? undefined,
    duration: state.duration ?? undefined,
    club: state.club,
    courtType: state.courtType ?? undefined,
    court: state.court || undefined,
    privacy: state.privacy ?? undefined,
    padelLevelMin: state.padelLevelMin,
    padelLevelMax: state.padelLevelMax,
    description: state.description.trim() || undefined,
    reservedSeats: state.reservedSeats,
    fillDeadlineHours: state.fillDeadlineHours,
    coverEmptySeats: state.coverEmptySeats,
    openJoin: state.openJoin,
    shareMethod: state.shareMethod,
  };
}

/**
 * The body to send, or null while a required field is missing (SPEC 5: submit does nothing).
 * The hour is the club's: a wall time its clock skips (spring forward) has nothing to send.
 */
export function toMatchForm(state: MatchFormState, timeZone: string | null): MatchForm | null {
  const request = matchRequestOf(state, timeZone);
  const { gender, date, duration, courtType, privacy } = request;
  if (!gender || !date || !duration || !courtType || !privacy || !request.club) return null;
  if (request.padelLevelMin > request.padelLevelMax) return null;
  return { ...request, gender, date, duration, courtType, privacy };
}
