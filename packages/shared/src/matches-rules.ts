/** The zod-free half of matches.ts: what a screen can use before zod has loaded. */

export const matchGenders = ['men', 'women', 'mix'] as const;

export const courtTypes = ['indoor', 'outdoor', 'covered'] as const;

export const matchPrivacies = ['public', 'favorite', 'invitation'] as const;

/**
 * Where a seat's share of the court stands: paid, owed at the club (cash, or a reserved or
 * covered seat the organizer owes), waiting for its player to pay, or no one's (open).
 */
export const seatShareStates = ['paid', 'at_club', 'to_pay', 'open'] as const;
/** Fewer letters than this search no one: the picker never lists every player. */
export const padelUserSearchMinLength = 2;

/** The most people one round of invitations asks to a match. */
export const maxInvitees = 12;
