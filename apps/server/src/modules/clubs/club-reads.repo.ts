import type { CourtType, Sport } from '@courtside/shared';
import type { Kysely, Selectable } from 'kysely';
import type { CourtsTable, Database } from '#server/db/database.js';
import type { ClubRow, CourtRow, CourtWithClub } from './club-rows.js';

/** Courts with their clubs' columns, each named `club_…`: what every read of a court's place joins. */
export function courtsJoinedToClubs(db: Kysely<Database>) {
  return db
    .selectFrom('courts')
    .innerJoin('clubs', 'clubs.id', 'courts.club_id')
    .selectAll('courts')
    .select([
      'clubs.owner_id as club_owner_id',
      'clubs.name as club_name',
      'clubs.address as club_address',
      'clubs.latitude as club_latitude',
      'clubs.longitude as club_longitude',
      'clubs.time_zone as club_time_zone',
      'clubs.currency as club_currency',
      'clubs.photo as club_photo',
      'clubs.created_at as club_created_at',
      'clubs.suspended_at as club_suspended_at',
      'clubs.cancel_notice_hours as club_cancel_notice_hours',
      'clubs.late_refund_percent as club_late_refund_percent',
      'clubs.booking_window_days as club_booking_window_days',
      'clubs.padel_lengths as club_padel_lengths',
      'clubs.padel_start_every as club_padel_start_every',
      'clubs.football_lengths as club_football_lengths',
      'clubs.football_start_every as club_football_start_every',
      'clubs.tax_id as club_tax_id',
      'clubs.tax_rate_bp as club_tax_rate_bp',
    ]);
}

type JoinedRow = CourtRow & {
  club_owner_id: string;
  club_name: string;
  club_address: string;
  club_latitude: number;
  club_longitude: number;
  club_time_zone: string;
  club_currency: string;
  club_photo: string | null;
  club_created_at: string;
  club_suspended_at: string | null;
  club_cancel_notice_hours: number;
  club_late_refund_percent: number | null;
  club_booking_window_days: number;
  club_padel_lengths: string;
  club_padel_start_every: number;
  club_football_lengths: string;
  club_football_start_every: number;
  club_tax_id: string | null;
  club_tax_rate_bp: number;
};

export function toCourtWithClub(row: JoinedRow): CourtWithClub {
  return {
    court: {
      id: row.id,
      club_id: row.club_id,
      name: row.name,
      sport: row.sport,
      capacity: row.capacity,
      photo: row.photo,
      description: row.description,
      created_at: row.created_at,
      retired_at: row.retired_at,
      version: row.version,
    },
    club: {
      id: row.club_id,
      owner_id: row.club_owner_id,
      name: row.club_name,
      address: row.club_address,
      latitude: row.club_latitude,
      longitude: row.club_longitude,
      time_zone: row.club_time_zone,
      currency: row.club_currency,
      photo: row.club_photo,
      created_at: row.club_created_at,
      suspended_at: row.club_suspended_at,
      cancel_notice_hours: row.club_cancel_notice_hours,
      late_refund_percent: row.club_late_refund_percent,
      booking_window_days: row.club_booking_window_days,
      padel_lengths: row.club_padel_lengths,
      padel_start_every: row.club_padel_start_every,
      football_lengths: row.club_football_lengths,
      football_start_every: row.club_football_start_every,
      tax_id: row.club_tax_id,
      tax_rate_bp: row.club_tax_rate_bp,
    },
  };
}

/** Which of a club's courts to read; retired ones are left out unless asked for. */
export interface CourtFilter {
  sport?: Sport;
  courtType?: CourtType;
  withRetired?: boolean;
}

/** Courts of these ids, retired ones too, each with its club: one query for any number. */
async function placesOfCourts(
  db: Kysely<Database>,
  courtIds: readonly string[],
): Promise<Map<string, CourtWithClub>> {
  if (courtIds.length === 0) return new Map();
  const rows = await courtsJoinedToClubs(db)
    .where('courts.id', 'in', [...new Set(courtIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, toCourtWithClub(row)]));
}

/** Clubs of these ids, suspended ones too: one query for any number. */
async function clubsById(
  db: Kysely<Database>,
  clubIds: readonly string[],
): Promise<Map<string, ClubRow>> {
  if (clubIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('clubs')
    .selectAll()
    .where('id', 'in', [...new Set(clubIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What other modules read of clubs and courts: the SQL that names them stays in this module.
 * Each read takes the caller's `db`, a transaction's when it reads inside one (on SQLite a
 * transaction holds the one connection). Rows are joined to their court or club in memory,
 * one more query whatever their number; the query fragments serve filters that must stay in
 * the caller's query (a keyset page, an aggregate, a claim's single statement).
 */
export const clubReads = {
  placesOfCourts,
  clubsById,

  /**
   * Each row shown with its court and that court's club, read in one query; a row whose court
   * is not found is left out, as a join would leave it.
   */
  async withCourtPlaces<Row, Shown>(
    db: Kysely<Database>,
    rows: readonly Row[],
    courtIdOf: (row: Row) => string,
    show: (row: Row, place: CourtWithClub) => Shown,
  ): Promise<Shown[]> {
    const places = await placesOfCourts(db, rows.map(courtIdOf));
    return rows.flatMap((row) => {
      const place = places.get(courtIdOf(row));
      return place ? [show(row, place)] : [];
    });
  },

  /** Each row shown with its club, read in one query; a row whose club is not found is left out. */
  async withClubs<Row, Shown>(
    db: Kysely<Database>,
    rows: readonly Row[],
    clubIdOf: (row: Row) => string,
    show: (row: Row, club: ClubRow) => Shown,
  ): Promise<Shown[]> {
    const clubs = await clubsById(db, rows.map(clubIdOf));
    return rows.flatMap((row) => {
      const club = clubs.get(clubIdOf(row));
      return club ? [show(row, club)] : [];
    });
  },

  /** The courts of some clubs, by name then id. */
  courtsOfClubs(
    db: Kysely<Database>,
    clubIds: readonly string[],
    filter: CourtFilter = {},
  ): Promise<Array<Selectable<CourtsTable>>> {
    if (clubIds.length === 0) return Promise.resolve([]);
    const { sport, courtType, withRetired } = filter;
    return db
      .selectFrom('courts')
      .selectAll()
      .where('club_id', 'in', clubIds)
      .$if(!withRetired, (qb) => qb.where('retired_at', 'is', null))
      .$if(sport !== undefined, (qb) => qb.where('sport', '=', sport!))
      .$if(courtType !== undefined, (qb) => qb.where('court_type', '=', courtType!))
      .orderBy('name')
      .orderBy('id')
      .execute();
  },

  /** Query fragment: the ids of the clubs a person owns. */
  clubIdsOwnedBy(db: Kysely<Database>, ownerId: string) {
    return db.selectFrom('clubs').select('clubs.id').where('clubs.owner_id', '=', ownerId);
  },

  /** Query fragment: the ids of the clubs a person owns or works at. */
  clubIdsRunBy(db: Kysely<Database>, userId: string) {
    return clubReads
      .clubIdsOwnedBy(db, userId)
      .union(
        db
          .selectFrom('club_staff')
          .select('club_staff.club_id as id')
          .where('user_id', '=', userId),
      );
  },

  /** Query fragment: every court's club, retired courts too, to join by court id. */
  courtClubs(db: Kysely<Database>) {
    return db.selectFrom('courts').select(['courts.id', 'courts.club_id']);
  },

  /** Query fragment: the ids of a club's courts, retired ones too. */
  courtIdsOfClub(db: Kysely<Database>, clubId: string) {
    return db.selectFrom('courts').select('courts.id').where('courts.club_id', '=', clubId);
  },

  /**
   * Query fragment: the court when it takes claims (not retired, its club not suspended) and,
   * when a version is given, has not changed since; for a claim's EXISTS, in its own statement.
   */
  courtTakingClaims(db: Kysely<Database>, courtId: string, version?: number) {
    return db
      .selectFrom('courts')
      .innerJoin('clubs', 'clubs.id', 'courts.club_id')
      .select('courts.id')
      .where('courts.id', '=', courtId)
      .where('courts.retired_at', 'is', null)
      .where('clubs.suspended_at', 'is', null)
      .$if(version !== undefined, (query) => query.where('courts.version', '=', version!));
  },
};
