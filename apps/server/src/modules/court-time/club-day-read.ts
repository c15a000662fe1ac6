import { sql, type Kysely } from 'kysely';
import type {
  ClaimOwnerKind,
  Database,
  PaymentMethod,
  PaymentStatus,
} from '#server/db/database.js';
import type { BookingStatus } from '#server/db/database.js';

/**
 * One live claim of a club's day joined to the row of what holds it, for the owner's grid:
 * the booking with its player and payment, the match with its organiser, the championship,
 * the activity occurrence with its activity. Only the columns of the claim's own kind are set.
 */
export interface ClubDayClaimRow {
  court_id: string;
  hour_start: string;
  owner_kind: ClaimOwnerKind;
  owner_id: string;
  held_until: string | null;
  booking_starts_at: string | null;
  booking_ends_at: string | null;
  booking_status: BookingStatus | null;
  made_by_owner: 0 | 1 | null;
  walk_in_name: string | null;
  walk_in_phone: string | null;
  booking_amount: number | null;
  player_first_name: string | null;
  player_last_name: string | null;
  player_phone: string | null;
  payment_id: string | null;
  payment_method: PaymentMethod | null;
  payment_status: PaymentStatus | null;
  match_starts_at: string | null;
  match_minutes: number | null;
  organiser_first_name: string | null;
  organiser_last_name: string | null;
  organiser_phone: string | null;
  championship_name: string | null;
  championship_starts_at: string | null;
  championship_ends_at: string | null;
  activity_name: string | null;
  occurrence_starts_at: string | null;
  occurrence_ends_at: string | null;
}

const ofKind = (kind: ClaimOwnerKind) => sql<boolean>`c.owner_kind = ${kind}`;

/**
 * Every live claim on the club's courts in [fromIso, toIso) with what holds it: one query for
 * the whole club and day, whatever the number of courts or occupants.
 */
export function clubDayClaims(
  db: Kysely<Database>,
  clubId: string,
  window: { fromIso: string; toIso: string },
  nowIso: string,
): Promise<ClubDayClaimRow[]> {
  return db
    .selectFrom('court_claims as c')
    .innerJoin('courts', 'courts.id', 'c.court_id')
    .leftJoin('bookings as b', (join) =>
      join.onRef('b.id', '=', 'c.owner_id').on(ofKind('booking')),
    )
    .leftJoin('users as player', 'player.id', 'b.user_id')
    .leftJoin('payments as p', 'p.id', 'b.payment_id')
    .leftJoin('matches as m', (join) => join.onRef('m.id', '=', 'c.owner_id').on(ofKind('match')))
    .leftJoin('users as organiser', 'organiser.id', 'm.owner_id')
    .leftJoin('championships as ch', (join) =>
      join.onRef('ch.id', '=', 'c.owner_id').on(ofKind('championship')),
    )
    .leftJoin('activity_occurrences as ao', (join) =>
      join.onRef('ao.id', '=', 'c.owner_id').on(ofKind('activity')),
    )
    .leftJoin('activities as a', 'a.id', 'ao.activity_id')
    .select([
      'c.court_id',
      'c.hour_start',
      'c.owner_kind',
      'c.owner_id',
      'c.held_until',
      'b.starts_at as booking_starts_at',
      'b.ends_at as booking_ends_at',
      'b.status as booking_status',
      'b.made_by_owner',
      'b.walk_in_name',
      'b.walk_in_phone',
      'b.amount as booking_amount',
      'player.first_name as player_first_name',
      'player.last_name as player_last_name',
      'player.phone as player_phone',
      'p.id as payment_id',
      'p.method as payment_method',
      'p.status as payment_status',
      'm.starts_at as match_starts_at',
      'm.duration_minutes as match_minutes',
      'organiser.first_name as organiser_first_name',
      'organiser.last_name as organiser_last_name',
      'organiser.phone as organiser_phone',
      'ch.name as championship_name',
      'ch.starts_at as championship_starts_at',
      'ch.ends_at as championship_ends_at',
      'a.name as activity_name',
      'ao.starts_at as occurrence_starts_at',
      'ao.ends_at as occurrence_ends_at',
    ])
    .where('courts.club_id', '=', clubId)
    .where('c.hour_start', '>=', window.fromIso)
    .where('c.hour_start', '<', window.toIso)
    .where((eb) => eb.or([eb('c.held_until', 'is', null), eb('c.held_until', '>', nowIso)]))
    .orderBy('c.hour_start')
    .orderBy('c.court_id')
    .execute() as Promise<ClubDayClaimRow[]>;
}
