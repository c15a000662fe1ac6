/** The zod-free half of slots.ts: what a screen can use before zod has loaded. */
import { clubHourToUtc, hourLabel } from './club-time-rules.js';

/**
 * Availability of a court's hourly slots (SPEC 4 Booking slots, SPEC 5 Booking). The booking
 * screen, the owner's court screen and the server's re-check before writing all use these
 * functions, so the rule exists once.
 */

export const bookingDurations = [60, 120] as const;
export type BookingDuration = (typeof bookingDurations)[number];

/** The owner's court screen filters by All, 60 or 120; 'All' shows the 60-minute grid (SPEC 4). */
export const durationFilters = ['all', 60, 120] as const;
export type DurationFilter = (typeof durationFilters)[number];

export function durationOfFilter(filter: DurationFilter): BookingDuration {
  return filter === 'all' ? 60 : filter;
}

/** SPEC 9: a slot may start from 06:00 to 22:00 (a 60-minute one at 22 ends at 23:00). */
export const bookableWindow = { firstHour: 6, lastHour: 22 } as const;
export const hoursPerDay = 24;

/** SPEC 5 and 9: toasts show at the top for 1.5 s; the login error stays 5 s. */
export const toastDurationMs = 1500;
export const toastPosition = 'top';
export const loginErrorToastDurationMs = 5000;

export const slotStates = ['booked', 'available', 'unavailable'] as const;
export type SlotState = (typeof slotStates)[number];

export interface Slot {
  hour: number;
  label: string;
  state: SlotState;
}

export function hourOfStartTime(startTime: string): number {
  return Number(startTime.slice(0, 2));
}

/** The club-local hours a booking occupies: [start] for 60 minutes, [start, start + 1] for 120. */
export function hoursClaimed(startHour: number, duration: BookingDuration): number[] {
  return Array.from({ length: duration / 60 }, (_, index) => startHour + index);
}

/** 'HH:00' start and end of a booking, as the payment screen and its query carry them. */
export function slotTimes(
  startHour: number,
  duration: BookingDuration,
): { startTime: string; endTime: string } {
  return {
    startTime: hourLabel(startHour),
    endTime: hourLabel((startHour + duration / 60) % hoursPerDay),
  };
}

function bookedHours(bookings: readonly ExistingBooking[], date: string): Set<number> {
  const booked = new Set<number>();
  for (const booking of bookings) {
    if (booking.date !== date) continue;
    for (const hour of hoursClaimed(hourOfStartTime(booking.startTime), booking.duration)) {
      booked.add(hour);
    }
  }
  return booked;
}

/**
 * Whether a new booking may still occupy a club-local hour: inside the bookable window,
 * present on the club's clock (not skipped by a daylight-saving change) and not yet started
 * in the club's time zone. Answers the hour's UTC start when it may, null otherwise.
 * Comparing instants makes whole past days and past hours of today one rule.
 */
function openHourStart(date: string, hour: number, timeZone: string, now: Date): string | null {
  if (hour < bookableWindow.firstHour || hour > bookableWindow.lastHour) return null;
  const startsAt = clubHourToUtc(date, hour, timeZone);
  return startsAt !== null && Date.parse(startsAt) > now.getTime() ? startsAt : null;
}

function openHours(
  date: string,
  timeZone: string,
  now: Date,
  closed: readonly number[] = [],
): Set<number> {
  const open = new Set<number>();
  for (let hour = bookableWindow.firstHour; hour <= bookableWindow.lastHour; hour++) {
    if (closed.includes(hour)) continue;
    if (openHourStart(date, hour, timeZone, now) !== null) open.add(hour);
  }
  return open;
}

/**
 * The UTC starts of the hours a new booking would occupy, or null when one of them may not
 * be booked: the rule daySlots applies to a single slot, without computing the whole day.
 */
export function openSlotStarts(
  slot: { date: string; startHour: number; duration: BookingDuration },
  timeZone: string,
  now: Date,
): string[] | null {
  const starts: string[] = [];
  for (const hour of hoursClaimed(slot.startHour, slot.duration)) {
    const startsAt = openHourStart(slot.date, hour, timeZone, now);
    if (startsAt === null) return null;
    starts.push(startsAt);
  }
  return starts;
}

// A booked hour shows as booked even when past or outside the window, so the owner's day
// still shows who played and a player tapping it hears 'Already Booked'.
function slotState(
  hour: number,
  duration: BookingDuration,
  open: ReadonlySet<number>,
  booked: ReadonlySet<number>,
): SlotState {
  if (booked.has(hour)) return 'booked';
  const usable = hoursClaimed(hour, duration).every((h) => open.has(h) && !booked.has(h));
  return usable ? 'available' : 'unavailable';
}

function gridOf(
  duration: BookingDuration,
  stateOf: (hour: number, duration: BookingDuration) => SlotState,
): Slot[] {
  return Array.from({ length: hoursPerDay }, (_, hour) => ({
    hour,
    label: hourLabel(hour),
    state: stateOf(hour, duration),
  }));
}

/** The 24 hourly slots of one court on one club-local day for the chosen duration. */
export function daySlots(input: DaySlotsInput): Slot[] {
  const open = openHours(input.date, input.timeZone, input.now, input.closedHours);
  const booked = bookedHours(input.bookings, input.date);
  return gridOf(input.duration, (hour, duration) => slotState(hour, duration, open, booked));
}

/**
 * The club's grid: an hour is available when some court can take the booking, booked when
 * every court is booked, and unavailable otherwise (including a club with no courts).
 */
export function clubDaySlots(input: ClubDaySlotsInput): Slot[] {
  const openPerCourt = input.courtsBookings.map((_, index) =>
    openHours(input.date, input.timeZone, input.now, input.courtsClosedHours?.[index]),
  );
  const bookedPerCourt = input.courtsBookings.map((bookings) => bookedHours(bookings, input.date));
  return gridOf(input.duration, (hour, duration) => {
    const states = bookedPerCourt.map((booked, index) =>
      slotState(hour, duration, openPerCourt[index]!, booked),
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
  hour?: number | null;
  duration?: BookingDuration | null;
}

/**
 * What to tell the user about a choice on a grid computed by daySlots or clubDaySlots for the
 * same duration: the duration is asked for first, then the hour, then the slot must be free.
 */
export function checkSlotChoice(slots: readonly Slot[], choice: SlotChoice): SlotChoiceResult {
  if (choice.duration == null) return { kind: 'error', toast: 'selectDuration' };
  if (choice.hour == null) return { kind: 'error', toast: 'selectHour' };
  const slot = slots.find((candidate) => candidate.hour === choice.hour);
  if (slot?.state === 'booked') return { kind: 'error', toast: 'alreadyBooked' };
  if (slot?.state !== 'available') return { kind: 'error', toast: 'notAvailable' };
  return { kind: 'ok' };
}

/** SPEC 3 Existing booking slot: the first two characters of startTime are the hour. */
export interface ExistingBooking {
  date: string;
  startTime: string;
  duration: BookingDuration;
}

export interface DaySlotsInput {
  /** The club-local day, 'YYYY-MM-DD'. */
  date: string;
  duration: BookingDuration;
  /** Bookings of one court; those on other dates are ignored. */
  bookings: readonly ExistingBooking[];
  /** The club's IANA time zone. */
  timeZone: string;
  now: Date;
  /** Club-local hours the court is closed (opening hours, closures): unavailable. */
  closedHours?: readonly number[];
}

export interface ClubDaySlotsInput extends Omit<DaySlotsInput, 'bookings' | 'closedHours'> {
  /** One list of bookings per court of the club. */
  courtsBookings: readonly (readonly ExistingBooking[])[];
  /** The closed hours of each court, in the order of courtsBookings. */
  courtsClosedHours?: readonly (readonly number[])[];
}
