/** The zod-free half of socials.ts: what a screen can use before zod has loaded. */

/** Americano: partners rotate every round. Mexicano: pairs are made by the current standing. */
export const socialFormats = ['americano', 'mexicano'] as const;

/** Points a game is played to, as clubs usually run these nights. */
export const socialPointsChoices = [16, 21, 24, 32] as const;
