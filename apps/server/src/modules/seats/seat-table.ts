import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import type { Seat, SeatKey, SeatPurpose, SubjectIds, Wait } from './seat-kind.js';

type Db = Kysely<Database>;

/**
 * Where each kind of seat is kept: its seats, its waitlist, and the column naming its subject
 * (an activity's occurrence, a night). Both pairs of tables have the same columns otherwise,
 * so one set of queries serves every kind; these tables are named nowhere else.
 */
const tablesOf = {
  activity: {
    seats: 'activity_participants',
    waits: 'activity_waitlist',
    subject: 'occurrence_id',
  },
  social: { seats: 'social_players', waits: 'social_waitlist', subject: 'event_id' },
} as const satisfies Record<SeatPurpose, unknown>;

const inLine = ['waiting', 'offered'] as const;

type Tables = (typeof tablesOf)[SeatPurpose];

/** A kind's seats, every row's subject read as `subject_id`. */
function seatQueries({ seats, subject }: Tables) {
  const columns = [
    `${subject} as subject_id`,
    'user_id',
    'payment_id',
    'status',
    'held_until',
  ] as const;
  const selectSeats = (db: Db) => db.selectFrom(seats).select(columns);

  return {
    /** Query fragment: the confirmed seats of every subject (a club's customer list). */
    takers: (db: Db) =>
      db
        .selectFrom(seats)
        .select([`${subject} as subject_id`, 'user_id'] as const)
        .where('status', '=', 'confirmed'),

    /** The seats of some subjects, in the order they were taken. */
    async seats(db: Db, subjectIds: readonly string[]): Promise<Seat[]> {
      if (subjectIds.length === 0) return [];
      return selectSeats(db)
        .where(subject, 'in', subjectIds)
        .orderBy('created_at')
        .orderBy('user_id')
        .execute();
    },

    /** A seat taken (again): a cancelled seat of the same player is reused. */
    async putSeat(db: Db, { subject_id, ...seat }: Seat & { created_at: string }) {
      await db
        .insertInto(seats)
        .values({ ...seat, [subject]: subject_id, cancelled_at: null })
        .onConflict((oc) =>
          oc.columns([subject, 'user_id']).doUpdateSet({
            payment_id: seat.payment_id,
            status: seat.status,
            held_until: seat.held_until,
            cancelled_at: null,
            created_at: seat.created_at,
          }),
        )
        .execute();
    },

    async setSeat(
      db: Db,
      key: SeatKey,
      patch: Partial<Pick<Seat, 'status' | 'held_until'>> & { cancelled_at?: string },
    ) {
      await db
        .updateTable(seats)
        .set(patch)
        .where(subject, '=', key.subjectId)
        .where('user_id', '=', key.userId)
        .execute();
    },

    /** The subjects a user holds a confirmed seat of (nights they played, or will). */
    async subjectsSeatedIn(db: Db, userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom(seats)
        .select(`${subject} as subject_id`)
        .where('user_id', '=', userId)
        .where('status', '=', 'confirmed')
        .execute();
      return rows.map((row) => row.subject_id);
    },

    /** A user's live seats on the subjects still to come. */
    futureSeatsOf: (db: Db, userId: string, stillToCome: SubjectIds): Promise<Seat[]> =>
      selectSeats(db)
        .where('user_id', '=', userId)
        .where('status', '!=', 'cancelled')
        .where(subject, 'in', stillToCome)
        .execute(),

    /** Live seats of the called-off subjects: owed their money back. */
    seatsToRefund: (db: Db, calledOff: SubjectIds, limit: number): Promise<Seat[]> =>
      selectSeats(db)
        .where(subject, 'in', calledOff)
        .where('status', '!=', 'cancelled')
        .limit(limit)
        .execute(),
  };
}

/** A kind's waitlist, every row's subject read as `subject_id`. */
function waitQueries({ waits, subject }: Tables) {
  const columns = [
    `${subject} as subject_id`,
    'user_id',
    'status',
    'offered_until',
    'position',
  ] as const;
  const selectWaits = (db: Db) => db.selectFrom(waits).select(columns);

  return {
    /** The waitlists of some subjects, in line order. */
    async waits(db: Db, subjectIds: readonly string[]): Promise<Wait[]> {
      if (subjectIds.length === 0) return [];
      return selectWaits(db).where(subject, 'in', subjectIds).orderBy('position').execute();
    },

    /** A player in line (again): a line they left or let lapse is taken anew. */
    async putWait(db: Db, { subject_id, ...wait }: Wait & { created_at: string }) {
      await db
        .insertInto(waits)
        .values({ ...wait, [subject]: subject_id })
        .onConflict((oc) =>
          oc.columns([subject, 'user_id']).doUpdateSet({
            status: wait.status,
            offered_until: wait.offered_until,
            position: wait.position,
            created_at: wait.created_at,
          }),
        )
        .execute();
    },

    async setWait(db: Db, key: SeatKey, patch: Partial<Pick<Wait, 'status' | 'offered_until'>>) {
      await db
        .updateTable(waits)
        .set(patch)
        .where(subject, '=', key.subjectId)
        .where('user_id', '=', key.userId)
        .execute();
    },

    /** The user leaves every line of the subjects still to come. */
    async leaveWaitlists(db: Db, userId: string, stillToCome: SubjectIds) {
      await db
        .updateTable(waits)
        .set({ status: 'left', offered_until: null })
        .where('user_id', '=', userId)
        .where('status', 'in', inLine)
        .where(subject, 'in', stillToCome)
        .execute();
    },

    /** Everyone in line for a subject called off leaves it. */
    async letWaitlistGo(db: Db, subjectId: string) {
      await db
        .updateTable(waits)
        .set({ status: 'left', offered_until: null })
        .where(subject, '=', subjectId)
        .where('status', 'in', inLine)
        .execute();
    },

    /** Offers that lapsed, for the sweeper to pass on. */
    lapsedOffers: (db: Db, nowIso: string): Promise<Wait[]> =>
      selectWaits(db)
        .where('status', '=', 'offered')
        .where('offered_until', '<=', nowIso)
        .limit(100)
        .execute(),
  };
}

/** Every query of one kind's tables. */
function queriesOf(tables: Tables) {
  return {
    ...seatQueries(tables),
    ...waitQueries(tables),
    /** Every seat and line of a person, as kept, for Download my data. */
    async exportOf(db: Db, userId: string) {
      const [seats, waitlist] = await Promise.all([
        db.selectFrom(tables.seats).selectAll().where('user_id', '=', userId).execute(),
        db.selectFrom(tables.waits).selectAll().where('user_id', '=', userId).execute(),
      ]);
      return { seats, waitlist };
    },
  };
}

const tables = { activity: queriesOf(tablesOf.activity), social: queriesOf(tablesOf.social) };

/** The seat and waitlist tables of one kind of seat. */
export const seatTable = (purpose: SeatPurpose) => tables[purpose];
export type SeatTable = ReturnType<typeof seatTable>;
