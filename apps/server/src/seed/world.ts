import type { Insertable } from 'kysely';
import { hostedPaymentMethods, storedPhone } from '@courtside/shared';
import type { Database, PaymentMethod, PaymentPurpose } from '#server/db/database.js';
import { newId } from '#server/lib/ids.js';
import { demoCurrency, demoTimeZone, type ClubKey, type CourtRef } from './demo-clubs.js';
import { demoPeople, type DemoPerson, type DemoUsername } from './demo-people.js';
import { localDate } from './local-time.js';

/**
 * The rows of features that have no module of their own yet, written as rows; parents
 * before children, so every foreign key holds after each insert statement.
 */
export const insertOrder = [
  'coaches',
  'bat_brands',
  'payments',
  'matches',
  'match_seats',
  'match_requests',
] as const satisfies readonly (keyof Database)[];

export type SeededTable = (typeof insertOrder)[number];
export type DemoWorld = { [T in SeededTable]: Insertable<Database[T]>[] };

/** Court hours an activity occurrence takes, claimed through court time. */
export interface CourtInfo {
  id: string;
  clubId: string;
  ownerId: string;
  /** Cents per 60 minutes after the court's own override. */
  pricePerHour: number;
}

/**
 * The rows being built plus the look-ups every step needs. Ids are minted up front for
 * people so that later steps can refer to them by username.
 */
export class WorldBuilder {
  readonly world = Object.fromEntries(
    insertOrder.map((table) => [table, []]),
  ) as unknown as DemoWorld;
  /** Club-local date of "now": every dated row counts its days from here. */
  readonly today: string;
  /** Creation time of rows: a month ago, before every booking of the history. */
  readonly since: string;
  readonly currency = demoCurrency;
  readonly zone = demoTimeZone;

  private readonly userIds = new Map<string, string>(demoPeople.map((p) => [p.username, newId()]));
  private readonly clubs = new Map<string, string>();
  private readonly courts = new Map<string, CourtInfo>();
  private readonly coaches = new Map<string, string>();
  private readonly packs = new Map<number, string>();

  constructor(readonly now: Date) {
    this.today = localDate(now, demoTimeZone);
    this.since = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  }

  userId(username: DemoUsername): string {
    return required(this.userIds.get(username), `user ${username}`);
  }

  person(username: DemoUsername): DemoPerson {
    return required(
      demoPeople.find((p) => p.username === username),
      `user ${username}`,
    );
  }

  /** The person's phone as it is stored (the demo's are the spec's ten-digit numbers). */
  phoneOf(username: DemoUsername): string {
    return required(storedPhone(this.person(username).phone) ?? undefined, `phone of ${username}`);
  }

  addClub(key: ClubKey, clubId: string): void {
    this.clubs.set(key, clubId);
  }

  clubId(key: ClubKey): string {
    return required(this.clubs.get(key), `club ${key}`);
  }

  addCourt(ref: CourtRef, info: CourtInfo): void {
    this.courts.set(ref, info);
  }

  court(ref: CourtRef): CourtInfo {
    return required(this.courts.get(ref), `court ${ref}`);
  }

  addCoach(username: DemoUsername, coachId: string): void {
    this.coaches.set(username, coachId);
  }

  coachId(username: DemoUsername): string {
    return required(this.coaches.get(username), `coach ${username}`);
  }

  addPack(coins: number, packId: string): void {
    this.packs.set(coins, packId);
  }

  packId(coins: number): string {
    return required(this.packs.get(coins), `coin pack ${coins}`);
  }

  /** A settled payment; online ones carry a provider reference like the sandbox would give. */
  payment(input: {
    userId: string;
    purpose: PaymentPurpose;
    subjectId: string;
    method: PaymentMethod;
    amount: number;
    payerPhone?: string;
    payeeClubId?: string;
  }): string {
    const id = newId();
    this.world.payments.push({
      id,
      user_id: input.userId,
      purpose: input.purpose,
      subject_id: input.subjectId,
      method: input.method,
      provider_ref: input.method === 'cash' ? null : `demo-${id}`,
      provider: hostedPaymentMethods.some((hosted) => hosted === input.method) ? 'sandbox' : null,
      amount: input.amount,
      currency: this.currency,
      status: 'succeeded',
      payer_phone: input.payerPhone ?? null,
      created_at: this.since,
      updated_at: this.since,
      payee_club_id: input.payeeClubId ?? null,
    });
    return id;
  }
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}`);
  return value;
}
