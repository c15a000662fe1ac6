import type { Kysely } from 'kysely';
import type { Database, SeatStatus, WaitlistStatus } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { DomainError } from '#server/lib/domain-error.js';

type Db = Kysely<Database>;

/** A seat of something sold by the seat (an activity's session, a place at a night). */
export interface Seat {
  subject_id: string;
  user_id: string;
  payment_id: string | null;
  status: SeatStatus;
  held_until: string | null;
}

/** One player's place in the waitlist of a full subject. */
export interface Wait {
  subject_id: string;
  user_id: string;
  status: WaitlistStatus;
  offered_until: string | null;
  position: number;
}

export interface SeatKey {
  subjectId: string;
  userId: string;
}

/** A feature's seat and waitlist tables, the subject's id under one name. */
export interface SeatStore {
  /** Locks the subject's row: its seats are counted and given one at a time. */
  lock(db: Db, subjectId: string): Promise<unknown>;
  seats(db: Db, subjectIds: readonly string[]): Promise<Seat[]>;
  /** In line order. */
  waits(db: Db, subjectIds: readonly string[]): Promise<Wait[]>;
  /** A seat taken (again): a cancelled seat of the same player is reused. */
  putSeat(db: Db, seat: Seat & { created_at: string }): Promise<void>;
  setSeat(
    db: Db,
    key: SeatKey,
    patch: Partial<Pick<Seat, 'status' | 'held_until'>> & { cancelled_at?: string },
  ): Promise<void>;
  putWait(db: Db, wait: Wait & { created_at: string }): Promise<void>;
  setWait(
    db: Db,
    key: SeatKey,
    patch: Partial<Pick<Wait, 'status' | 'offered_until'>>,
  ): Promise<void>;
  /** A user's live seats on subjects still to come. */
  futureSeatsOf(db: Db, userId: string, nowIso: string): Promise<Seat[]>;
  /** The user leaves the waitlists of subjects still to come. */
  leaveFutureWaitlists(db: Db, userId: string, nowIso: string): Promise<void>;
  /** Offers that lapsed, for the sweeper to pass on. */
  lapsedOffers(db: Db, nowIso: string): Promise<Wait[]>;
  /** Live seats of called-off subjects: owed their money back. */
  seatsToRefund(db: Db, limit: number): Promise<Seat[]>;
}

/** What the seats belong to, as selling them needs it. */
export interface SeatSubject {
  id: string;
  /** What the subject is called in notices: an activity's name, a night's format. */
  name: string;
  clubId: string;
  price: number;
  currency: string;
  startsAt: string;
  /** Null when any number may come. */
  seatsNumber: number | null;
  /** Called off by the club. */
  cancelled: boolean;
  /** Under way or over before its start time (a night the owner started). */
  underway: boolean;
}

/** How one feature sells by the seat: its tables, its subject, its words and its notices. */
export interface SeatKind {
  purpose: 'activity' | 'social';
  store: SeatStore;
  subject(db: Db, id: string): Promise<SeatSubject | undefined>;
  /** Tells the first in line that a seat is theirs to take until `until`. */
  offer(tx: Tx, userId: string, subject: SeatSubject, until: string): Promise<void>;
  /** Tells the subject's open screens that its seats changed. */
  changed?(tx: Tx, subjectId: string): Promise<void>;
  /** The feature's refusals, in its own words (a seat, a place; a session, a night). */
  refusals: Record<
    'missing' | 'noSeat' | 'alreadyBooked' | 'full' | 'started' | 'seatsLeft' | 'tooLate',
    () => DomainError
  >;
}
