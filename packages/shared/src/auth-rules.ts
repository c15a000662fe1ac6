/** The zod-free half of auth.ts: what a screen can use before zod has loaded. */

/** Digits with an optional leading +, spaces and dashes allowed for readability. */
export const phonePattern = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;

/**
 * phoneSchema's rule without zod: a phone as typed (spaces around it aside). Such a phone has
 * only digits, spaces, dashes and a +, so it is clean text as the schema also asks.
 */
export function isPhone(value: string): boolean {
  return phonePattern.test(value.trim());
}
