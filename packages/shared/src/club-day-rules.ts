/** The zod-free half of club-day.ts: what a screen can use before zod has loaded. */

/** What can occupy a court hour on the owner's day grid; a hold is a booking still being paid. */
export const occupantKinds = [
  'booking',
  'hold',
  'match',
  'championship',
  'activity',
  'social',
  'fixture',
] as const;

/** A player with this many no-shows in the window may no longer pay in cash at any club. */
export const cashNoShowLimit = 3;
export const cashNoShowWindowDays = 90;
