import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database, SeatStatus, WaitlistStatus } from '#server/db/database.js';
import type { Tx } from '#server/db/transaction.js';
import type { DomainError } from '#server/lib/domain-error.js';

type Db = Kysely<Database>;

/** The kinds of seat sold, named as their payments' purpose; each has its tables. */
export type SeatPurpose = 'activity' | 'social';

/** Ids of some of a feature's subjects, as a subquery over the feature's own table. */
export type SubjectIds = SelectQueryBuilder<Database, keyof Database, { id: string }>;

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

/** What the seats belong to, as selling them needs it. */
export interface SeatSubject {
  id: string;
  /** What the subject is called in notices: an activity's name, a night's format. */
  name: string;
  clubId: string;
  /** The club's time zone: its country reads a payer's phone typed in its national form. */
  timeZone: string;
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

/** A seat became the player's: the feature tells whom it tells, and its open screens. */
export async function seatTaken(tx: Tx, kind: SeatKind, userId: string, subject: SeatSubject) {
  await kind.seated?.(tx, userId, subject);
  await kind.changed?.(tx, subject.id);
}

/** How one feature sells by the seat: its subject, its words and its notices. */
export interface SeatKind {
  /** Which seats these are: their tables (`seat-table.ts`) and their payments' purpose. */
  purpose: SeatPurpose;
  /** Locks the subject's row: its seats are counted and given one at a time. */
  lock(db: Db, subjectId: string): Promise<unknown>;
  subject(db: Db, id: string): Promise<SeatSubject | undefined>;
  /** The ids of the subjects starting after `nowIso`, as a subquery. */
  stillToCome(db: Db, nowIso: string): SubjectIds;
  /** The ids of the subjects the club called off, as a subquery. */
  calledOff(db: Db): SubjectIds;
  /** Tells the first in line that a seat is theirs to take until `until`. */
  offer(tx: Tx, userId: string, subject: SeatSubject, until: string): Promise<void>;
  /** A seat became the player's (paid, or owed at the club): tells whom the feature tells. */
  seated?(tx: Tx, userId: string, subject: SeatSubject): Promise<void>;
  /** Tells the subject's open screens that its seats changed. */
  changed?(tx: Tx, subjectId: string): Promise<void>;
  /** The feature's refusals, in its own words (a seat, a place; a session, a night). */
  refusals: Record<
    'missing' | 'noSeat' | 'alreadyBooked' | 'full' | 'started' | 'seatsLeft' | 'tooLate',
    () => DomainError
  >;
}
