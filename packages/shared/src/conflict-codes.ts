/**
 * The codes of the server's conflicts (a rule of the product refuses the request), listed once
 * for the server and the web (docs/decisions.md, "Error codes are listed once"). Each has the
 * HTTP status it is answered with and, where the web words it itself, the web's message keys
 * (translation keys in apps/web/public/assets/i18n; a key with children names its title and
 * message). A code without keys is shown with the server's own message, or not at all.
 *
 * No zod here: the web imports this file alone (`@courtside/shared/conflict-codes`), so a screen
 * that acts on a code does not load the schemas.
 */

/** What the list says about one code. */
export interface ConflictEntry {
  /** The HTTP status the server answers it with. */
  readonly status: number;
  /** The web's translation keys that word it, on the screens that word it themselves. */
  readonly messageKeys?: readonly string[];
}

export const conflictTable = {
  ACTIVITY_FULL: { status: 409 },
  ACTIVITY_OVER: { status: 409 },
  ACTIVITY_STARTED: { status: 409 },
  /** A named partner answers once. */
  ALREADY_ANSWERED: { status: 409 },
  ALREADY_APPLIED: { status: 409 },
  ALREADY_STAFF: { status: 409 },
  /** A player holds one membership at a club at a time (active or due). */
  ALREADY_MEMBER: { status: 409 },
  /** A plan for one of the club's customer categories, joined by someone outside it. */
  NOT_IN_CATEGORY: { status: 409 },
  /** A member holds as many upcoming bookings at the club as their plan allows. */
  MEMBER_BOOKING_LIMIT: { status: 409 },
  /** A member holds as many bookings on that day at the club as their plan allows. */
  MEMBER_DAY_LIMIT: { status: 409 },
  ALREADY_BOOKED: { status: 409 },
  ALREADY_CANCELLED: { status: 409 },
  ALREADY_DECIDED: { status: 409 },
  ALREADY_IN_MATCH: { status: 409 },
  ALREADY_PAID: { status: 409 },
  ALREADY_REQUESTED: { status: 409 },
  /** The other pair may dispute a result only within 48 hours; after that it stands. */
  ANSWER_TIME_OVER: { status: 409 },
  BIRTHDATE_REQUIRED: { status: 409 },
  CASH_ALREADY_MARKED: { status: 409, messageKeys: ['clubDay.failed.CASH_ALREADY_MARKED'] },
  /** A player with too many no-shows may no longer pay in cash. */
  CASH_BLOCKED_NO_SHOWS: { status: 409, messageKeys: ['clubDay.cashBlocked'] },
  /** A club's customer categories have unique names, and are a few dozen at most. */
  CATEGORY_EXISTS: { status: 409, messageKeys: ['customers.categoryExists'] },
  CATEGORY_LIMIT: { status: 409, messageKeys: ['customers.categoryLimit'] },
  CHAMPIONSHIP_FULL: { status: 409 },
  /** The club or the court is closed at an asked hour (opening hours or a closure). */
  CLUB_CLOSED: { status: 409 },
  /** A closure over existing bookings, matches or events: the details list them. */
  CLOSURE_HITS_BOOKINGS: {
    status: 409,
    messageKeys: ['clubHours.hitsTitle', 'clubHours.hitsMessage'],
  },
  /** The platform's operator suspended the club: it takes no new booking of any kind. */
  CLUB_SUSPENDED: { status: 409 },
  CHAMPIONSHIP_STARTED: { status: 409 },
  /** A court that still has future bookings cannot retire; the details list them. */
  COURT_HAS_FUTURE_BOOKINGS: {
    status: 409,
    messageKeys: ['courtsAdmin.blockedTitle', 'courtsAdmin.blockedMessage'],
  },
  COURT_RETIRED: { status: 409 },
  /** A new invitation link is only for an owner who has not set their password yet. */
  OWNER_NOT_INVITED: { status: 409 },
  COURT_TAKEN: { status: 409 },
  /** The desk adds a phone its club's list has an entry for already. */
  CUSTOMER_EXISTS: { status: 409, messageKeys: ['customers.exists'] },
  /** A username or phone number already registered; the details name the fields. */
  DUPLICATE: { status: 409, messageKeys: ['register.usernameTaken', 'register.phoneTaken'] },
  /** A match takes no new player once the time to fill it has passed. */
  FILL_DEADLINE_PASSED: { status: 409 },
  GENDER_MISMATCH: { status: 409 },
  IDEMPOTENCY_KEY_REUSED: { status: 409 },
  /** An owner's invitation link was used already or has expired. */
  INVITATION_SPENT: { status: 409 },
  /** A level that results moved is not set again by the starting level's questions. */
  LEVEL_FROM_RESULTS: { status: 409, messageKeys: ['levelQuiz.fromResults'] },
  MATCH_FULL: { status: 409 },
  /** A result is recorded once the match has ended. */
  MATCH_NOT_OVER: { status: 409 },
  MATCH_STARTED: { status: 409 },
  /** A match not open to join takes players through requests its organizer accepts. */
  NEEDS_APPROVAL: { status: 409 },
  /** The details list the free hours the web offers instead. */
  NO_COURT_FREE: { status: 409 },
  NO_SEATS_LEFT: { status: 409 },
  NOT_ACCEPTED: { status: 409 },
  NOT_CANCELLABLE: { status: 409 },
  NOT_CHANGEABLE: { status: 409, messageKeys: ['clubDay.failed.NOT_CHANGEABLE'] },
  NOT_ENOUGH_COINS: { status: 409, messageKeys: ['bookingPayment.notEnoughCoins'] },
  NOT_STARTED: { status: 409, messageKeys: ['clubDay.failed.NOT_STARTED'] },
  OWN_MATCH: { status: 409 },
  OWNER_CANNOT_APPLY: { status: 409 },
  OWNS_CLUB: { status: 409 },
  /** A request is accepted only once every partner it names has accepted to play. */
  PARTNERS_NOT_ANSWERED: { status: 409, messageKeys: ['matches.partnersWaiting'] },
  PAYMENT_ENDED: { status: 409 },
  /** A membership is paid for while it waits for a payment: pending, or due. */
  NOTHING_TO_PAY: { status: 409 },
  PAYMENT_METHOD_UNAVAILABLE: { status: 409 },
  REQUEST_DECIDED: { status: 409 },
  RESULT_ANSWERED: { status: 409 },
  /** Levels move with four players in the app: a reserved seat leaves the match unrated. */
  RESULT_NEEDS_FOUR_PLAYERS: { status: 409 },
  RESULT_NOT_DISPUTED: { status: 409 },
  RESULT_RECORDED: { status: 409 },
  /** A championship's season is drawn again only while no result is in. */
  SEASON_HAS_RESULTS: { status: 409 },
  /** Fixtures and results wait for the season's draw. */
  SEASON_NOT_DRAWN: { status: 409 },
  /** The draw needs the accepted and paid teams to fit the format. */
  SEASON_TEAMS_SHORT: { status: 409 },
  /** A fixture's sides are not both known yet (a knockout waiting for earlier results). */
  FIXTURE_SIDES_UNKNOWN: { status: 409 },
  /** A played fixture keeps its court and time. */
  FIXTURE_PLAYED: { status: 409 },
  /** A knockout fixture needs a winner. */
  KNOCKOUT_NEEDS_WINNER: { status: 409 },
  /** A player stands on one team of a championship at most. */
  ROSTER_TAKEN: { status: 409 },
  /** A roster holds twice a side's players, a few of them by name only. */
  ROSTER_FULL: { status: 409 },
  ROSTER_NAMES_FULL: { status: 409 },
  SEATED_PLAYERS: { status: 409 },
  /** The time to pay one's share of a match passed: the seat was given back. */
  SHARE_LAPSED: { status: 409 },
  SEATS_LEFT: { status: 409 },
  /** Dates of a series clash and the owner chose to stop: the details list them. */
  SERIES_CLASHES: { status: 409 },
  SLOT_TAKEN: {
    status: 409,
    messageKeys: ['clubDay.failed.SLOT_TAKEN', 'slotToast.alreadyBooked'],
  },
  /** An Americano or Mexicano night: the current round still has games without points. */
  SOCIAL_ROUND_OPEN: { status: 409 },
  /** A night starts with four players a court, at least one court's worth, all paid or owed. */
  SOCIAL_PLAYERS_SHORT: { status: 409 },
  /** Rounds are drawn and points entered only while the night is being played. */
  SOCIAL_NOT_PLAYING: { status: 409 },
  SLOT_UNAVAILABLE: { status: 409, messageKeys: ['clubDay.failed.SLOT_UNAVAILABLE'] },
  TOO_LATE_TO_CANCEL: { status: 409, messageKeys: ['myBooking.tooLate'] },
  TOO_MANY_CASH_BOOKINGS: { status: 409, messageKeys: ['bookingPayment.tooManyCashBookings'] },
  TOO_MANY_HOLDS: { status: 409, messageKeys: ['bookingPayment.tooManyHolds'] },
  TOO_MANY_PARTNERS: { status: 409 },
  TOO_OLD: { status: 409 },
} as const satisfies Record<string, ConflictEntry>;

export type ConflictName = keyof typeof conflictTable;

declare const listed: unique symbol;
/**
 * A listed code, as only `conflictCodes` gives it: a quoted 'SLOT_TAKEN' is not one, so the
 * server's conflict(…) does not compile with a code written out by hand.
 */
export type ConflictCode = ConflictName & { readonly [listed]: true };

/** Each listed code by its name: `conflictCodes.SLOT_TAKEN` is 'SLOT_TAKEN'. */
export const conflictCodes = Object.fromEntries(
  Object.keys(conflictTable).map((name) => [name, name]),
) as { readonly [Name in ConflictName]: Name & ConflictCode };
