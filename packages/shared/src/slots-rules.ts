/** The zod-free half of slots.ts: what a screen can use before zod has loaded. */
import { clubHourToUtc, hourLabel } from './club-time-rules.js';

/**
 * Availability of a court's slots (SPEC 4 Booking slots, SPEC 5 Booking). The booking screen,
 * the owner's court screen and the server's re-check before writing all use these functions,
 * so the rule exists once. Court time is counted in half hours: a booking of 90 minutes from
 * 19:30 holds 19:30, 20:00 and 20:30. Times of day are minutes after midnight.
 */

/** Court time's unit: every claim holds one court for this many minutes. */
export const slotMinutes = 30;

export const bookingDurations = [60, 90, 120] as const;
export type BookingDuration = (typeof bookingDurations)[number];

/** How often games may start: every hour (the spec's) or every half hour. */
export const startSteps = [60, 30] as const;
export type StartStep = (typeof startSteps)[number];

/** What a club sells of one sport: the lengths on sale, and how often a game may start. */
export interface SaleTerms {
  lengths: readonly BookingDuration[];
  startEvery: StartStep;
}

/** SPEC 2 and 5: 60 or 120 minutes, on the hour; every club sells these until it chooses. */
export const defaultSaleTerms: SaleTerms = Object.freeze({
  lengths: Object.freeze([60, 120] as const),
  startEvery: 60,
});

/** Whether a club's terms sell a game of `duration` starting at minute `start` of the day. */
export function onSale(terms: SaleTerms, start: number, duration: number): boolean {
  return (terms.lengths as readonly number[]).includes(duration) && start % terms.startEvery === 0;
}

/** SPEC 9: a slot may start from 06:00 to 22:00 (a 60-minute one at 22 ends at 23:00). */
export const bookableWindow = { firstHour: 6, lastHour: 22 } as const;
export const hoursPerDay = 24;
const minutesPerDay = hoursPerDay * 60;

/** SPEC 5 and 9: toasts show at the top for 1.5 s; the login error stays 5 s. */
export const toastDurationMs = 1500;
export const toastPosition = 'top';
export const loginErrorToastDurationMs = 5000;

export const slotStates = ['booked', 'available', 'unavailable'] as const;
export type SlotState = (typeof slotStates)[number];

export interface Slot {
  /** Its start, in minutes after the club's midnight. */
  start: number;
  /** 'HH:mm'. */
  label: string;
  state: SlotState;
}

export function hourOfStartTime(startTime: string): number {
  return Number(startTime.slice(0, 2));
}

/** The minute of the day an 'HH:mm' time names (19:30 is 1170). */
export function minuteOfTime(time: string): number {
  return hourOfStartTime(time) * 60 + Number(time.slice(3, 5));
}

/** 'HH:mm' of a minute of the day; 24:00 and later wrap to the next day's clock. */
export function timeOfMinute(minute: number): string {
  const wrapped = ((minute % minutesPerDay) + minutesPerDay) % minutesPerDay;
  const minutes = String(wrapped % 60).padStart(2, '0');
  return `${hourLabel(Math.floor(wrapped / 60)).slice(0, 3)}${minutes}`;
}

/** The half hours a booking occupies, as minutes of the day: 19:30 for 90 minutes is three. */
export function halfHoursClaimed(start: number, duration: number): number[] {
  return Array.from({ length: Math.ceil(duration / slotMinutes) }, (_, index) => {
    return start + index * slotMinutes;
  });
}

/** 'HH:mm' start and end of a booking, as the payment screen and its query carry them. */
export function slotTimes(start: number, duration: number): { startTime: string; endTime: string } {
  return { startTime: timeOfMinute(start), endTime: timeOfMinute(start + duration) };
}

function bookedHalfHours(bookings: readonly ExistingBooking[], date: string): Set<number> {
  const booked = new Set<number>();
  for (const booking of bookings) {
    if (booking.date !== date) continue;
    for (const half of halfHoursClaimed(minuteOfTime(booking.startTime), booking.duration)) {
      booked.add(half);
    }
  }
  return booked;
}

const firstBookableMinute = bookableWindow.firstHour * 60;
const endOfBookableMinutes = (bookableWindow.lastHour + 1) * 60;

/**
 * Whether a new booking may still occupy a club-local half hour: inside the bookable window,
 * present on the club's clock (not skipped by a daylight-saving change) and not yet started
 * in the club's time zone. Answers its UTC start when it may, null otherwise. Comparing
 * instants makes whole past days and past hours of today one rule.
 */
function openHalfHourStart(
  date: string,
  minute: number,
  timeZone: string,
  now: Date,
): string | null {
  if (minute < firstBookableMinute || minute >= endOfBookableMinutes) return null;
  const hourStart = clubHourToUtc(date, Math.floor(minute / 60), timeZone);
  if (hourStart === null) return null;
  const startsAt = Date.parse(hourStart) + (minute % 60) * 60_000;
  return startsAt > now.getTime() ? new Date(startsAt).toISOString() : null;
}

function openHalfHours(
  date: string,
  timeZone: string,
  now: Date,
  closedHalfHours: readonly string[] = [],
): Set<number> {
  const closed = new Set(closedHalfHours.map(minuteOfTime));
  const open = new Set<number>();
  for (let minute = firstBookableMinute; minute < endOfBookableMinutes; minute += slotMinutes) {
    if (closed.has(minute)) continue;
    if (openHalfHourStart(date, minute, timeZone, now) !== null) open.add(minute);
  }
  return open;
}

/**
 * The UTC starts of the half hours a new booking would occupy, or null when one of them may
 * not be booked: the rule daySlots applies to a single slot, without computing the whole day.
 */
export function openSlotStarts(
  slot: { date: string; start: number; duration: number },
  timeZone: string,
  now: Date,
): string[] | null {
  const starts: string[] = [];
  for (const half of halfHoursClaimed(slot.start, slot.duration)) {
    const startsAt = openHalfHourStart(slot.date, half, timeZone, now);
    if (startsAt === null) return null;
    starts.push(startsAt);
  }
  return starts;
}

// A booked half hour shows as booked even when past or outside the window, so the owner's day
// still shows who played and a player tapping it hears 'Already Booked'.
function slotState(
  start: number,
  duration: number,
  open: ReadonlySet<number>,
  booked: ReadonlySet<number>,
): SlotState {
  if (booked.has(start)) return 'booked';
  const usable = halfHoursClaimed(start, duration).every((h) => open.has(h) && !booked.has(h));
  return usable ? 'available' : 'unavailable';
}

function gridOf(
  duration: number,
  startEvery: StartStep,
  stateOf: (start: number, duration: number) => SlotState,
): Slot[] {
  return Array.from({ length: minutesPerDay / startEvery }, (_, index) => {
    const start = index * startEvery;
    return { start, label: timeOfMinute(start), state: stateOf(start, duration) };
  });
}

/** The slots of one court on one club-local day for the chosen duration, every `startEvery`. */
export function daySlots(input: DaySlotsInput): Slot[] {
  const open = openHalfHours(input.date, input.timeZone, input.now, input.closedHalfHours);
  const booked = bookedHalfHours(input.bookings, input.date);
  return gridOf(input.duration, input.startEvery ?? 60, (start, duration) =>
    slotState(start, duration, open, booked),
  );
}

/**
 * The club's grid: a slot is available when some court can take the booking, booked when
 * every court is booked, and unavailable otherwise (including a club with no courts).
 */
export function clubDaySlots(input: ClubDaySlotsInput): Slot[] {
  const openPerCourt = input.courtsBookings.map((_, index) =>
    openHalfHours(input.date, input.timeZone, input.now, input.courtsClosedHalfHours?.[index]),
  );
  const bookedPerCourt = input.courtsBookings.map((bookings) =>
    bookedHalfHours(bookings, input.date),
  );
  return gridOf(input.duration, input.startEvery ?? 60, (start, duration) => {
    const states = bookedPerCourt.map((booked, index) =>
      slotState(start, duration, openPerCourt[index]!, booked),
    );
    if (states.includes('available')) return 'available';
    if (states.length > 0 && states.every((state) => state === 'booked')) return 'booked';
    return 'unavailable';
  });
}

export type SlotToast = 'selectDuration' | 'selectHour' | 'alreadyBooked' | 'notAvailable';
export type SlotChoiceResult = { kind: 'ok' } | { kind: 'error'; toast: SlotToast };

/** SPEC 5 wording of each toast, in English; the client shows them through i18n keys. */
export const slotToastTexts = {
  selectDuration: { header: 'Select Duration', message: 'Select duration for booking' },
  selectHour: { header: 'Select Hour', message: 'Select hour for booking' },
  alreadyBooked: { header: null, message: 'Already Booked' },
  notAvailable: { header: null, message: 'Not available' },
} as const satisfies Record<SlotToast, { header: string | null; message: string }>;

export interface SlotChoice {
  /** The chosen start, in minutes after midnight. */
  start?: number | null;
  duration?: BookingDuration | null;
}

/**
 * What to tell the user about a choice on a grid computed by daySlots or clubDaySlots for the
 * same duration: the duration is asked for first, then the hour, then the slot must be free.
 */
export function checkSlotChoice(slots: readonly Slot[], choice: SlotChoice): SlotChoiceResult {
  if (choice.duration == null) return { kind: 'error', toast: 'selectDuration' };
  if (choice.start == null) return { kind: 'error', toast: 'selectHour' };
  const slot = slots.find((candidate) => candidate.start === choice.start);
  if (slot?.state === 'booked') return { kind: 'error', toast: 'alreadyBooked' };
  if (slot?.state !== 'available') return { kind: 'error', toast: 'notAvailable' };
  return { kind: 'ok' };
}

/** SPEC 3 Existing booking slot: what holds a court from startTime ('HH:mm') for duration minutes. */
export interface ExistingBooking {
  date: string;
  startTime: string;
  duration: number;
}

export interface DaySlotsInput {
  /** The club-local day, 'YYYY-MM-DD'. */
  date: string;
  duration: BookingDuration;
  /** How often a game may start (the club's terms for the sport); every hour when not given. */
  startEvery?: StartStep;
  /** Bookings of one court; those on other dates are ignored. */
  bookings: readonly ExistingBooking[];
  /** The club's IANA time zone. */
  timeZone: string;
  now: Date;
  /** Club-local half hours ('HH:mm' starts) the court is closed (opening hours, closures). */
  closedHalfHours?: readonly string[];
}

export interface ClubDaySlotsInput extends Omit<DaySlotsInput, 'bookings' | 'closedHalfHours'> {
  /** One list of bookings per court of the club. */
  courtsBookings: readonly (readonly ExistingBooking[])[];
  /** The closed half hours of each court, in the order of courtsBookings. */
  courtsClosedHalfHours?: readonly (readonly string[])[];
}
