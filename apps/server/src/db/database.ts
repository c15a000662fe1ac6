/**
 * Table types for Kysely. Both dialects store the same shapes: ids are opaque text,
 * instants are ISO-8601 UTC text, money is integer minor units and flags are 0/1
 * integers (see docs/decisions.md, "One storage shape for both dialects").
 */
import type { ColumnType, Generated } from 'kysely';

export type Flag = 0 | 1;

export interface UsersTable {
  id: string;
  username: string;
  phone: string;
  password_hash: string;
  first_name: string;
  last_name: string | null;
  email: string | null;
  gender: 'M' | 'F' | null;
  birthdate: string | null;
  address: string | null;
  photo: string | null;
  role: 'player' | 'owner' | 'coach' | 'admin';
  description: string | null;
  padel_level: number | null;
  rank_id: string | null;
  padel_side: 'left' | 'right' | null;
  bat_brand: string | null;
  football_team_name: string | null;
  plays_padel: Flag;
  plays_football: Flag;
  created_at: string;
  deleted_at: string | null;
  /** Tokens carry it; bumping it (sign out everywhere) revokes every token issued before. */
  token_version: Generated<number>;
  /** When the e-mail address was verified by a code sent to it; null when it was not. */
  email_verified_at: Generated<string | null>;
  /** Whether booking confirmations and cancellations go to the verified address. */
  booking_emails: Generated<Flag>;
  /** The language e-mails are written in: the one the address was verified in. */
  mail_language: Generated<string | null>;
  /** The kinds of notice not pushed to the person's devices, as a JSON list. */
  push_off: Generated<string>;
}

export interface ClubsTable {
  id: string;
  owner_id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  currency: string;
  photo: string | null;
  created_at: string;
  /**
   * The grid cell of its position (packages/shared geo-grid.ts), for finding clubs nearby; the
   * clubs repo always writes it (optional here only for tests of schemas older than it).
   */
  cell: ColumnType<number, number | undefined, number>;
  /** Set while the platform's operator has suspended the club: no new claim, off players' lists. */
  suspended_at: string | null;
  /** A player's cancellation is refunded in full up to this many hours before the start. */
  cancel_notice_hours: ColumnType<number, number | undefined, number>;
  /** After the notice: null refuses a player's cancellation, else the percent refunded. */
  late_refund_percent: ColumnType<number | null, number | null | undefined, number | null>;
  /** How many days ahead players may book its courts (a member's plan may open more). */
  booking_window_days: ColumnType<number, number | undefined, number>;
  /** The game lengths on sale for padel, in minutes, comma-separated ('60,90'). */
  padel_lengths: ColumnType<string, string | undefined, string>;
  /** Padel games start every 60 minutes (on the hour) or every 30. */
  padel_start_every: ColumnType<number, number | undefined, number>;
  football_lengths: ColumnType<string, string | undefined, string>;
  football_start_every: ColumnType<number, number | undefined, number>;
  /** Printed on the club's receipts; null: none. */
  tax_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The tax included in the club's prices, in hundredths of a percent; 0: none. */
  tax_rate_bp: ColumnType<number, number | undefined, number>;
}

export interface CourtsTable {
  id: string;
  club_id: string;
  name: string;
  sport: 'padel' | 'football';
  capacity: number;
  photo: string | null;
  description: string | null;
  created_at: string;
  /** What a match asks for; padel courts have one. */
  court_type: Generated<'indoor' | 'outdoor' | 'covered' | null>;
  /** Retired by its owner: it keeps its history and takes no new booking. */
  retired_at: Generated<string | null>;
  /** Moves on with every change its owner makes: a claim made with an older reading is refused. */
  version: Generated<number>;
}

/** Price per 60 minutes; the most specific row wins: court, then sport, then club-wide. */
export interface PricesTable {
  id: string;
  club_id: string;
  sport: 'padel' | 'football' | null;
  court_id: string | null;
  amount_per_hour: number;
  currency: string;
}

/** A peak price replacing its price row's amount on some weekdays and hours (club-local). */
export interface PeakPricesTable {
  id: string;
  price_id: string;
  /** Bit 0 Sunday to bit 6 Saturday. */
  weekdays: number;
  from_hour: number;
  to_hour: number;
  amount_per_hour: number;
  /** The first matching peak in position order applies. */
  position: number;
}

/** What can occupy court time; the owner's id is in that feature's table. */
export const claimOwnerKinds = [
  'booking',
  'match',
  'championship',
  'activity',
  'social',
  'fixture',
] as const;
export type ClaimOwnerKind = (typeof claimOwnerKinds)[number];

/**
 * One row per court and hour: the primary key is what makes double bookings impossible. A
 * claim with `held_until` is a hold: it counts until then, and is free to take after.
 */
export interface CourtClaimsTable {
  court_id: string;
  slot_start: string;
  owner_kind: ClaimOwnerKind;
  owner_id: string;
  held_until: string | null;
}

/** One row per live hold (whatever its hours), for the sweeper and the per-player limit. */
export interface CourtHoldsTable {
  owner_kind: ClaimOwnerKind;
  owner_id: string;
  holder_id: string;
  held_until: string;
}

export type BookingStatus = 'held' | 'confirmed' | 'cancelled' | 'expired';

export interface BookingsTable {
  id: string;
  user_id: string;
  court_id: string;
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  status: BookingStatus;
  hold_expires_at: string | null;
  amount: number;
  currency: string;
  payment_id: string | null;
  made_by_owner: Flag;
  walk_in_name: string | null;
  walk_in_phone: string | null;
  created_at: string;
  cancelled_at: string | null;
  /** Why the club cancelled it; null when the player did, or it was not cancelled. */
  cancel_reason: Generated<string | null>;
  /** The series this booking is one date of (046), or null. */
  series_id: Generated<string | null>;
}

/** A club's membership plan (047): its price per period, member prices and privileges. */
export interface MembershipPlansTable {
  id: string;
  club_id: string;
  name: string;
  description: string;
  price: number;
  currency: string;
  period: 'once' | 'month' | 'quarter' | 'year';
  visibility: 'public' | 'club';
  sale_channel: 'app' | 'club' | 'both';
  /** The member prices as JSON (a MemberDiscountRule), or null. */
  discount: string | null;
  horizon_days: number | null;
  max_active_bookings: number | null;
  max_bookings_per_day: number | null;
  cancel_notice_hours: number | null;
  grace_days: number;
  /** The club's customer category it is for (049): only its customers join it; null for all. */
  category_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  /** Set when the owner removed it: no one joins it, and it renews no more. */
  archived_at: string | null;
}

/** A player's membership of a plan (047); see memberships-rules.ts for its states. */
export interface MembershipsTable {
  id: string;
  plan_id: string;
  club_id: string;
  user_id: string;
  status: 'pending' | 'active' | 'due' | 'lapsed' | 'cancelled';
  renews: Flag;
  started_at: string | null;
  period_ends_at: string | null;
  grace_ends_at: string | null;
  /** The payment of the latest period (paid, to pay, or failed). */
  payment_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A club's fixed weekly court: its dates are bookings that name it (series_id). */
export interface BookingSeriesTable {
  id: string;
  club_id: string;
  court_id: string;
  weekday: number;
  start_minute: number;
  duration_minutes: number;
  every_weeks: number;
  first_date: string;
  last_date: string;
  player_id: string | null;
  customer_name: string | null;
  customer_phone: string | null;
  /** Each date's price; null: the club's price rules priced each. */
  price: number | null;
  currency: string;
  created_by: string;
  created_at: string;
  ended_at: string | null;
}

export type PaymentPurpose =
  'booking' | 'coin_pack' | 'championship' | 'activity' | 'match' | 'social' | 'membership';
export type PaymentMethod = 'wallet' | 'mobile' | 'card' | 'cash' | 'coins';
/** The states of a payment and their moves are written down in payment-states.ts. */
export type PaymentStatus =
  | 'pending'
  | 'due_at_club'
  | 'succeeded'
  | 'failed'
  | 'expired'
  | 'cancelled'
  | 'refund_pending'
  | 'refunded'
  | 'no_show';

export interface PaymentsTable {
  id: string;
  user_id: string;
  purpose: PaymentPurpose;
  subject_id: string;
  method: PaymentMethod;
  /** The provider whose checkout took the money (migration 027); it alone refunds it. */
  provider: 'sandbox' | 'stripe' | null;
  provider_ref: string | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  payer_phone: string | null;
  created_at: string;
  updated_at: string;
  /** The payer's Idempotency-Key; one payment per key and payer. */
  idempotency_key: string | null;
  /** What was asked with that key, so a key reused for something else is refused. */
  request_fingerprint: string | null;
  /** The hosted checkout address, kept so the payer can resume it. */
  checkout_url: string | null;
  /** The club the money is for; none for coin packs. */
  payee_club_id: string | null;
  refund_to: 'coins' | 'provider' | null;
  refund_ref: string | null;
  /** The part given back when less than all (a late cancellation's share); null is all of it. */
  refund_amount: ColumnType<number | null, number | null | undefined, number | null>;
  /** What a club payment buys (a court, an activity…) and when it starts, for its receipts. */
  item_name: ColumnType<string | null, string | null | undefined, string | null>;
  item_starts_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The last receipt number each club gave (migration 044). */
export interface ReceiptCountersTable {
  club_id: string;
  last_number: number;
}

/** What a receipt said when it was issued; amounts negative on a refund (migration 044). */
export interface ReceiptsTable {
  id: string;
  club_id: string;
  number: number;
  kind: 'sale' | 'refund';
  payment_id: string;
  user_id: string;
  purpose: PaymentPurpose;
  /** The payment's subject: what the payer opens its receipts from. */
  subject_id: string;
  item_name: string | null;
  item_starts_at: string | null;
  club_name: string;
  club_address: string;
  club_tax_id: string | null;
  time_zone: string;
  tax_rate_bp: number;
  amount: number;
  tax_amount: number;
  currency: string;
  method: PaymentMethod;
  issued_at: string;
}

/** A user's coins: the balance kept beside the ledger, changed only under this row's lock. */
export interface CoinAccountsTable {
  user_id: string;
  balance: number;
}

export interface CoinPacksTable {
  id: string;
  coins: number;
  price: number;
  currency: string;
  photo: string | null;
  position: number;
}

export type CoinReason = 'pack_purchase' | 'payment' | 'refund' | 'adjustment';

/** Every credit and debit is a row; a user's balance is the sum of their deltas. */
export interface CoinLedgerTable {
  id: string;
  user_id: string;
  delta: number;
  reason: CoinReason;
  /** The payment behind the movement (for an adjustment, what it was for). */
  ref: string;
  created_at: string;
}

export interface MatchesTable {
  id: string;
  owner_id: string;
  club_id: string;
  court_id: string | null;
  starts_at: string;
  duration_minutes: number;
  gender: 'men' | 'women' | 'mix';
  court_type: 'indoor' | 'outdoor' | 'covered';
  privacy: 'public' | 'favorite' | 'invitation';
  level_min: number;
  level_max: number;
  description: string | null;
  status: 'open' | 'cancelled';
  created_at: string;
  /**
   * What the organizer owes at the club for the seats no player pays: reserved seats, and
   * empty ones they covered at the fill deadline (before issue 30: the whole court).
   */
  payment_id: Generated<string | null>;
  fill_deadline: string | null;
  cover_empty: Generated<Flag>;
  fill_settled_at: Generated<string | null>;
  /** Players take a free seat and pay without the organizer's approval (issue 30). */
  open_join: Generated<Flag>;
}

/** A seated player's share of a match's court (issue 30). */
export interface MatchSharesTable {
  id: string;
  match_id: string;
  user_id: string;
  /** Null while the player has not chosen how to pay. */
  payment_id: string | null;
  /** Until when an unpaid share keeps its seat; null once paid or owed at the club. */
  held_until: string | null;
  created_at: string;
  ended_at: string | null;
}

export interface MatchSeatsTable {
  match_id: string;
  seat: number;
  user_id: string | null;
  reserved: Flag;
}

/** Whom a match's organizer asked to it, once per person. */
export interface MatchInvitationsTable {
  match_id: string;
  user_id: string;
  invited_by: string;
  created_at: string;
}

export type RequestStatus = 'pending' | 'confirmed' | 'rejected';
export type PartnerAnswer = 'pending' | 'accepted' | 'declined';

export interface MatchRequestsTable {
  id: string;
  match_id: string;
  user_id: string;
  phone: string;
  partners: string;
  status: RequestStatus;
  created_at: string;
}

/** A partner named in a request to join a match, and whether they accepted to play. */
export interface MatchPartnerAnswersTable {
  request_id: string;
  user_id: string;
  answer: PartnerAnswer;
  answered_at: string | null;
}

export interface ChampionshipsTable {
  id: string;
  club_id: string;
  court_id: string;
  name: string;
  starts_at: string;
  ends_at: string;
  max_birth_year: number;
  price: number;
  currency: string;
  invite_only: Flag;
  participants_number: number | null;
  gender: 'men' | 'women' | 'mix';
  description: string | null;
  sponsor: string | null;
  created_at: string;
  /** Set when the owner deleted it; a deleted championship is kept for its money's history. */
  deleted_at: string | null;
}

export interface ChampionshipRequestsTable {
  id: string;
  championship_id: string;
  user_id: string;
  phone: string;
  status: RequestStatus;
  payment_id: string | null;
  paid_at: string | null;
  created_at: string;
  /** When its championship was deleted and its money given back (or there was none). */
  closed_at: string | null;
}

/** How a championship is played, set when its fixtures are drawn. */
export interface ChampionshipSeasonsTable {
  championship_id: string;
  /** The draw format (DrawFormat) as JSON. */
  format: string;
  points_win: number;
  points_draw: number;
  points_loss: number;
  bracket_size: number | null;
  drawn_at: string;
}

/** One accepted and paid application as a team: its applicant is the captain. */
export interface ChampionshipTeamsTable {
  id: string;
  championship_id: string;
  request_id: string;
  captain_id: string;
  name: string;
  /** 1 is the top seed. */
  seed: number;
  group_index: number | null;
}

export type FixtureStage = 'league' | 'groups' | 'knockout';
export type FixtureStatus = 'unscheduled' | 'scheduled' | 'played';

/** One match of the draw; a side not known yet has its source instead of its team. */
export interface ChampionshipFixturesTable {
  id: string;
  championship_id: string;
  draw_key: string;
  round: number;
  stage: FixtureStage;
  group_index: number | null;
  home_team_id: string | null;
  away_team_id: string | null;
  /** JSON of { winnerOf } or { group, place } while the side is unknown. */
  home_source: string | null;
  away_source: string | null;
  court_id: string | null;
  starts_at: string | null;
  ends_at: string | null;
  home_score: number | null;
  away_score: number | null;
  /** A padel fixture's sets as JSON [{ a, b }], the home pair as a; null for football. */
  sets: string | null;
  status: FixtureStatus;
  played_at: string | null;
}

export interface ChampionshipScorersTable {
  id: string;
  fixture_id: string;
  team_id: string;
  player_id: string | null;
  name: string;
  goals: number;
}

/** A player on a championship team's roster: by account, or by name only (user_id null). */
export interface ChampionshipTeamMembersTable {
  id: string;
  team_id: string;
  championship_id: string;
  user_id: string | null;
  name: string;
  added_at: string;
}

/** A captain's result of a fixture, waiting for the other captain or (disputed) the owner. */
export interface ChampionshipResultProposalsTable {
  fixture_id: string;
  championship_id: string;
  team_id: string;
  home_score: number;
  away_score: number;
  /** JSON of the scorers as entered: [{ side, playerId?, name, goals }]. */
  scorers: string;
  /** A padel result's sets as JSON [{ a, b }]; null for football. */
  sets: string | null;
  status: 'pending' | 'disputed';
  proposed_at: string;
  answer_due_at: string;
  disputed_at: string | null;
}

export interface CoachesTable {
  id: string;
  club_id: string;
  user_id: string;
  name: string;
  phone: string;
  gender: 'M' | 'F';
  created_at: string;
}

export interface ActivitiesTable {
  id: string;
  club_id: string;
  court_id: string;
  coach_id: string;
  name: string;
  recurrence: 'date' | 'daily' | 'weekly' | 'monthly';
  first_date: string;
  last_date: string;
  from_minute: number;
  to_minute: number;
  seats_number: number | null;
  price: number;
  currency: string;
  gender: 'men' | 'women' | 'mix';
  description: string | null;
  created_at: string;
}

export interface ActivityOccurrencesTable {
  id: string;
  activity_id: string;
  starts_at: string;
  ends_at: string;
  cancelled_at: string | null;
}

export type SeatStatus = 'held' | 'confirmed' | 'cancelled';

/** A seat of one occurrence; its payment's subject is the occurrence. */
export interface ActivityParticipantsTable {
  occurrence_id: string;
  user_id: string;
  payment_id: string | null;
  created_at: string;
  status: Generated<SeatStatus>;
  held_until: string | null;
  cancelled_at: string | null;
}

export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'lapsed' | 'left';

/** Who waits for a seat of a full occurrence; the first is offered a seat that frees. */
export interface ActivityWaitlistTable {
  occurrence_id: string;
  user_id: string;
  status: WaitlistStatus;
  offered_until: string | null;
  /** The place in line, counted per occurrence. */
  position: number;
  created_at: string;
}

export interface SocialEventsTable {
  id: string;
  club_id: string;
  format: 'americano' | 'mexicano';
  starts_at: string;
  ends_at: string;
  players_number: number;
  points_per_game: number;
  price: number;
  currency: string;
  status: 'open' | 'playing' | 'finished' | 'cancelled';
  /** The round being played, from 1; 0 before the draw. */
  round: Generated<number>;
  created_at: string;
}

export interface SocialEventCourtsTable {
  event_id: string;
  position: number;
  court_id: string;
}

export interface SocialPlayersTable {
  event_id: string;
  user_id: string;
  payment_id: string | null;
  status: SeatStatus;
  held_until: string | null;
  cancelled_at: string | null;
  created_at: string;
}

export interface SocialWaitlistTable {
  event_id: string;
  user_id: string;
  status: WaitlistStatus;
  offered_until: string | null;
  position: number;
  created_at: string;
}

export interface SocialRoundsTable {
  event_id: string;
  round: number;
  resting: string;
  drawn_at: string;
}

export interface SocialGamesTable {
  id: string;
  event_id: string;
  round: number;
  court: number;
  a1: string;
  a2: string;
  b1: string;
  b2: string;
  points_a: number | null;
  points_b: number | null;
  entered_by: string | null;
  entered_at: string | null;
}

export interface BatBrandsTable {
  id: string;
  name: string;
  position: number;
}

export interface EventCategoriesTable {
  id: string;
  parent_id: string | null;
  name: string;
  photo: string | null;
  route: string | null;
  position: number;
}

/** A player's starred players: they see the player's favorite-only matches. */
export type ResultStatus = 'pending' | 'confirmed' | 'disputed' | 'void';

/** A match's result: recorded by a player, answered by the other pair, or decided by the club. */
export interface MatchResultsTable {
  match_id: string;
  /** JSON: [{ a, b }, …], the games of each set. */
  sets: string;
  winner: 'a' | 'b';
  status: ResultStatus;
  settled_by: 'pair' | 'time' | 'owner' | null;
  recorded_by: string;
  recorded_at: string;
  answer_due_at: string;
  answered_by: string | null;
  answered_at: string | null;
  decided_by: string | null;
  decided_at: string | null;
}

/** The four players of a result, in the seats (and so the pairs) they held. */
export interface MatchResultPlayersTable {
  match_id: string;
  user_id: string;
  seat: number;
}

/** A player's rating (openskill's mean and uncertainty) and how many results moved it. */
export interface PlayerRatingsTable {
  user_id: string;
  mu: number;
  sigma: number;
  matches: number;
  updated_at: string;
}

/** The level a confirmed result left a player at. */
export interface LevelHistoryTable {
  user_id: string;
  match_id: string;
  level: number;
  reliability: number;
  at: string;
}

export interface FavoritesTable {
  user_id: string;
  favorite_id: string;
  created_at: string;
}

/** An account working at a club beside its owner, in a role (one club per account). */
export interface ClubStaffTable {
  user_id: string;
  club_id: string;
  role: 'manager' | 'front_desk';
  added_by: string;
  added_at: string;
}

/** What a club's staff changed there (an operation and its answer's status), and staff changes. */
export interface ClubStaffLogTable {
  id: string;
  club_id: string;
  actor_id: string;
  action: string;
  status: number;
  created_at: string;
}

/** A club a player marked as a favourite: it comes first in the lists they browse. */
export interface FavouriteClubsTable {
  user_id: string;
  club_id: string;
  created_at: string;
}

/** A message in the chat of a match (or another subject kind registered with the chats). */
export interface ChatMessagesTable {
  id: string;
  subject_kind: string;
  subject_id: string;
  author_id: string;
  /** Emptied once the message is deleted by its writer or removed by a moderator. */
  body: string;
  created_at: string;
  deleted_at: string | null;
  /** The moderator who removed it; null when its writer deleted it. */
  removed_by: string | null;
  /** 1 while the message is still to be pushed to the other readers' devices. */
  push_due: Generated<number>;
  push_tries: Generated<number>;
}

/** A writer a moderator silenced in one chat: they still read it. */
export interface ChatMutesTable {
  subject_kind: string;
  subject_id: string;
  user_id: string;
  muted_by: string;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  payload: string;
  /** Someone other than the reader whom the payload names; their name goes when they leave. */
  about_user_id: string | null;
  read_at: string | null;
  created_at: string;
  /** 1 while the notice is still to be pushed to the reader's devices. */
  push_due: Generated<Flag>;
  /** How many times pushing it failed; it is given up after a few. */
  push_tries: Generated<number>;
}

/** A device's web push subscription: where the push service takes its notices. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  /** The device's public key (P-256, base64url) and auth secret the payload is encrypted for. */
  p256dh: string;
  auth: string;
  /** The language the device's notices are written in. */
  language: string;
  /** The device, as its browser names itself (shown in the export). */
  label: string | null;
  created_at: string;
  last_success_at: string | null;
}

/**
 * Failed sign-ins per key (an account, an address, or the pair), shared by every server
 * process: no attempt on the key is taken before `blocked_until`.
 */
export interface SignInFailuresTable {
  key: string;
  failures: number;
  last_failed_at: string;
  blocked_until: string | null;
}

/** Addresses an account signed in from: its owner's devices, not held back by others' guesses. */
export interface SignInKnownAddressesTable {
  user_id: string;
  address: string;
  signed_in_at: string;
}

/** A signed-in device: its tokens name it, and logging out there deletes it (its tokens die). */
export interface SignInSessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  /** Its token's expiry: after it the row is only kept until the sweep. */
  expires_at: string;
}

/** An event a payment provider delivered, kept by its id so that a second delivery changes nothing. */
export interface PaymentProviderEventsTable {
  provider: string;
  event_id: string;
  type: string;
  payment_id: string | null;
  received_at: string;
}

/** Requests counted against a rate limit, per limited route and client, in one window. */
export interface RateLimitWindowsTable {
  key: string;
  hits: number;
  started_at: string;
}

/** Uploaded pictures kept in the database (UPLOADS_STORAGE=database), by their storage key. */
export interface UploadBlobsTable {
  key: string;
  bytes: Buffer;
  created_at: string;
}

/** One weekday's opening hours of a club (open 0/1); a club without rows keeps the default. */
export interface ClubOpeningHoursTable {
  club_id: string;
  weekday: number;
  open: number;
  /** Minutes of the club's day: 510 opens at 08:30, 1440 closes at midnight. */
  opens_minute: number;
  closes_minute: number;
}

/** The club (court_id null) or one court closed for whole local days, with the owner's reason. */
export interface ClubClosuresTable {
  id: string;
  club_id: string;
  court_id: string | null;
  from_date: string;
  to_date: string;
  /** The closure's UTC span: the first day's local midnight to the one after the last day. */
  starts_at: string;
  ends_at: string;
  reason: string;
  created_by: string;
  created_at: string;
}

/** One admin action: who did what to which record, with the record before and after (JSON). */
export interface AdminAuditTable {
  id: string;
  actor_id: string;
  action: string;
  subject_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

/** A one-time link that lets an invited club owner set their password (the hash alone kept). */
export interface OwnerInvitationsTable {
  id: string;
  token_hash: string;
  user_id: string;
  club_id: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** "List your club": an application, pending until the admin approves or declines it. */
export interface ClubApplicationsTable {
  id: string;
  club_name: string;
  address: string;
  area: string;
  /** Comma-separated sports ('padel,football'). */
  sports: string;
  courts: number;
  message: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  user_id: string | null;
  language: string;
  state: 'pending' | 'approved' | 'declined';
  decline_reason: string | null;
  club_id: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
}

/** A one-time code (password reset, e-mail verification), kept as a keyed hash. */
export interface OneTimeCodesTable {
  user_id: string;
  purpose: 'password-reset' | 'verify-email';
  code_hash: string;
  /** The address an e-mail verification code went to. */
  target: string | null;
  /** Wrong codes tried so far; the code dies at the limit. */
  tries: Generated<number>;
  created_at: string;
  expires_at: string;
}

/** Someone the club's desk added by name and phone, without an account (migration 045). */
export interface ClubCustomersTable {
  id: string;
  club_id: string;
  name: string;
  /** Stored whole (+34…), as accounts' phones are: one of them with it is the same customer. */
  phone: string;
  created_at: string;
}

/** A category a club puts its customers in ("Coach", "Junior"). */
export interface CustomerCategoriesTable {
  id: string;
  club_id: string;
  name: string;
  created_at: string;
}

/** A customer in a category: an account or one of the club's own entries, never both. */
export interface CustomerMembershipsTable {
  category_id: string;
  club_id: string;
  user_id: string | null;
  club_customer_id: string | null;
}

/** The owner's private note about a customer, one per club and customer. */
export interface CustomerNotesTable {
  club_id: string;
  user_id: string | null;
  club_customer_id: string | null;
  note: string;
  updated_at: string;
}

export interface Database {
  admin_audit: AdminAuditTable;
  club_opening_hours: ClubOpeningHoursTable;
  club_closures: ClubClosuresTable;
  owner_invitations: OwnerInvitationsTable;
  club_applications: ClubApplicationsTable;
  users: UsersTable;
  clubs: ClubsTable;
  courts: CourtsTable;
  prices: PricesTable;
  peak_prices: PeakPricesTable;
  court_claims: CourtClaimsTable;
  court_holds: CourtHoldsTable;
  bookings: BookingsTable;
  booking_series: BookingSeriesTable;
  membership_plans: MembershipPlansTable;
  memberships: MembershipsTable;
  payments: PaymentsTable;
  receipt_counters: ReceiptCountersTable;
  receipts: ReceiptsTable;
  coin_packs: CoinPacksTable;
  coin_ledger: CoinLedgerTable;
  coin_accounts: CoinAccountsTable;
  matches: MatchesTable;
  match_seats: MatchSeatsTable;
  match_invitations: MatchInvitationsTable;
  match_shares: MatchSharesTable;
  match_requests: MatchRequestsTable;
  match_partner_answers: MatchPartnerAnswersTable;
  championships: ChampionshipsTable;
  championship_requests: ChampionshipRequestsTable;
  championship_seasons: ChampionshipSeasonsTable;
  championship_teams: ChampionshipTeamsTable;
  championship_fixtures: ChampionshipFixturesTable;
  championship_scorers: ChampionshipScorersTable;
  championship_team_members: ChampionshipTeamMembersTable;
  championship_result_proposals: ChampionshipResultProposalsTable;
  coaches: CoachesTable;
  activities: ActivitiesTable;
  activity_occurrences: ActivityOccurrencesTable;
  activity_participants: ActivityParticipantsTable;
  activity_waitlist: ActivityWaitlistTable;
  social_events: SocialEventsTable;
  social_event_courts: SocialEventCourtsTable;
  social_players: SocialPlayersTable;
  social_waitlist: SocialWaitlistTable;
  social_rounds: SocialRoundsTable;
  social_games: SocialGamesTable;
  bat_brands: BatBrandsTable;
  event_categories: EventCategoriesTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
  favorites: FavoritesTable;
  favourite_clubs: FavouriteClubsTable;
  club_staff: ClubStaffTable;
  club_staff_log: ClubStaffLogTable;
  chat_messages: ChatMessagesTable;
  chat_mutes: ChatMutesTable;
  match_results: MatchResultsTable;
  match_result_players: MatchResultPlayersTable;
  player_ratings: PlayerRatingsTable;
  level_history: LevelHistoryTable;
  sign_in_failures: SignInFailuresTable;
  sign_in_known_addresses: SignInKnownAddressesTable;
  sign_in_sessions: SignInSessionsTable;
  upload_blobs: UploadBlobsTable;
  one_time_codes: OneTimeCodesTable;
  rate_limit_windows: RateLimitWindowsTable;
  payment_provider_events: PaymentProviderEventsTable;
  club_customers: ClubCustomersTable;
  customer_categories: CustomerCategoriesTable;
  customer_memberships: CustomerMembershipsTable;
  customer_notes: CustomerNotesTable;
}
