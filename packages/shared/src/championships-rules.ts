/** The zod-free half of championships.ts: what a screen can use before zod has loaded. */
import type { PurchaseStart } from './payments.js';
import { hostedPaymentMethods } from './bookings-rules.js';

/** SPEC 9: football court types, the court's capacity. */
export const footballCourtTypes = [5, 8, 11] as const;

/** The longest window one championship may hold a court for. */
export const maxChampionshipDays = 14;

/**
 * SPEC 5 and 9: the allowed player birth years offered by the form, from the current year
 * minus 50 up to the year before the current one, newest first.
 */
export function allowedBirthYears(now: Date): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: 50 }, (_, index) => year - 1 - index);
}

export function isAllowedBirthYear(birthYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return Number.isInteger(birthYear) && birthYear >= year - 50 && birthYear <= year - 1;
}

/** SPEC 3: maxAge is a birth year; it is shown as an age, the current year minus it. */
export function maxAllowedAge(maxBirthYear: number, now: Date): number {
  return now.getUTCFullYear() - maxBirthYear;
}

/** Whole years between a birthdate (YYYY-MM-DD) and now. */
export function ageOn(birthdate: string, now: Date): number {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  return now.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** A player may apply when born in the allowed year or later. */
export function bornInTime(birthdate: string, maxBirthYear: number): boolean {
  return Number(birthdate.slice(0, 4)) >= maxBirthYear;
}

/** A championship entry is paid by any method of the booking flow. */
export const championshipPaymentMethods = [...hostedPaymentMethods, 'cash', 'coins'] as const;
export type ChampionshipPaymentResponse = PurchaseStart;

/** The tabs of a user's championships, in the order the screen shows them. */
export const championshipTabs = ['awaiting', 'signed', 'confirmed', 'archived'] as const;
