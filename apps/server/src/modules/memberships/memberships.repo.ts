import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, MembershipPlansTable, MembershipsTable } from '#server/db/database.js';
import { joinedPayments } from '#server/modules/payments/payments.service.js';
import { userReads } from '#server/modules/users/users.service.js';

export type PlanRow = Selectable<MembershipPlansTable>;
export type MembershipRow = Selectable<MembershipsTable>;
export type MembershipStatus = MembershipRow['status'];

/** Statuses of a membership still held (being paid, or in good standing). */
export const currentStatuses: readonly MembershipStatus[] = ['pending', 'active', 'due'];

export const plansRepo = {
  insert: (db: Kysely<Database>, row: Insertable<MembershipPlansTable>) =>
    db.insertInto('membership_plans').values(row).execute(),

  find: (db: Kysely<Database>, id: string) =>
    db.selectFrom('membership_plans').selectAll().where('id', '=', id).executeTakeFirst(),

  /** A club's plans still on offer (not archived), oldest first; only public ones when asked. */
  ofClub: (db: Kysely<Database>, clubId: string, publicOnly = false) =>
    db
      .selectFrom('membership_plans')
      .selectAll()
      .where('club_id', '=', clubId)
      .where('archived_at', 'is', null)
      .$if(publicOnly, (qb) => qb.where('visibility', '=', 'public'))
      .orderBy('created_at')
      .orderBy('id')
      .execute(),

  async update(
    db: Kysely<Database>,
    id: string,
    fields: Updateable<MembershipPlansTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('membership_plans')
      .set(fields)
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Members in good standing of each plan. */
  async memberCounts(db: Kysely<Database>, planIds: readonly string[]) {
    if (planIds.length === 0) return new Map<string, number>();
    const rows = await db
      .selectFrom('memberships')
      .select((eb) => ['plan_id', eb.fn.countAll<number>().as('count')])
      .where('plan_id', 'in', [...planIds])
      .where('status', 'in', ['active', 'due'])
      .groupBy('plan_id')
      .execute();
    return new Map(rows.map((row) => [row.plan_id, Number(row.count)]));
  },
};

/** A membership with its plan, member and latest payment, as every list shows it. */
function membershipView(db: Kysely<Database>) {
  return db
    .selectFrom('memberships')
    .innerJoin('membership_plans as plan', 'plan.id', 'memberships.plan_id')
    .innerJoin(userReads.people(db).as('person'), 'person.id', 'memberships.user_id')
    .leftJoin(joinedPayments(db).as('payment'), 'payment.id', 'memberships.payment_id')
    .selectAll('memberships')
    .select([
      'plan.name as plan_name',
      'plan.price as plan_price',
      'plan.currency as plan_currency',
      'plan.period as plan_period',
      'plan.discount as plan_discount',
      'plan.horizon_days as plan_horizon_days',
      'plan.max_active_bookings as plan_max_active_bookings',
      'plan.max_bookings_per_day as plan_max_bookings_per_day',
      'plan.cancel_notice_hours as plan_cancel_notice_hours',
      'person.first_name as person_first_name',
      'person.last_name as person_last_name',
      'person.username as person_username',
      'person.deleted_at as person_deleted_at',
      'payment.method as payment_method',
      'payment.status as payment_status',
      'payment.amount as payment_amount',
      'payment.currency as payment_currency',
    ]);
}
export type MembershipViewRow = Awaited<
  ReturnType<ReturnType<typeof membershipView>['executeTakeFirstOrThrow']>
>;

export const membershipsRepo = {
  insert: (db: Kysely<Database>, row: Insertable<MembershipsTable>) =>
    db.insertInto('memberships').values(row).execute(),

  find: (db: Kysely<Database>, id: string) =>
    db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirst(),

  /** The player's membership still held at the club (pending, active or due), if any. */
  currentAt: (db: Kysely<Database>, userId: string, clubId: string) =>
    db
      .selectFrom('memberships')
      .selectAll()
      .where('user_id', '=', userId)
      .where('club_id', '=', clubId)
      .where('status', 'in', [...currentStatuses])
      .orderBy('created_at', 'desc')
      .executeTakeFirst(),

  /** The plan of a membership in good standing at the club: what a member's bookings read. */
  termsAt: (db: Kysely<Database>, userId: string, clubId: string, nowIso: string) =>
    db
      .selectFrom('memberships')
      .innerJoin('membership_plans as plan', 'plan.id', 'memberships.plan_id')
      .selectAll('plan')
      .where('memberships.user_id', '=', userId)
      .where('memberships.club_id', '=', clubId)
      .where((eb) =>
        eb.or([
          eb('memberships.status', '=', 'active'),
          eb.and([
            eb('memberships.status', '=', 'due'),
            eb('memberships.grace_ends_at', '>', nowIso),
          ]),
        ]),
      )
      .executeTakeFirst(),

  /**
   * Moves a membership only while it still is as `when` says (its status, and the period end
   * it was read with): a move two processes race for is made once.
   */
  async move(
    db: Kysely<Database>,
    id: string,
    when: { status: MembershipStatus; periodEndsAt?: string | null; paymentId?: string },
    fields: Updateable<MembershipsTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('memberships')
      .set(fields)
      .where('id', '=', id)
      .where('status', '=', when.status)
      .$if(when.periodEndsAt !== undefined, (qb) =>
        when.periodEndsAt === null
          ? qb.where('period_ends_at', 'is', null)
          : qb.where('period_ends_at', '=', when.periodEndsAt!),
      )
      .$if(when.paymentId !== undefined, (qb) => qb.where('payment_id', '=', when.paymentId!))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Active memberships whose paid period has ended, oldest first. */
  periodsEnded: (db: Kysely<Database>, nowIso: string, limit: number) =>
    db
      .selectFrom('memberships')
      .select(['id', 'user_id'])
      .where('status', '=', 'active')
      .where('period_ends_at', '<=', nowIso)
      .orderBy('period_ends_at')
      .limit(limit)
      .execute(),

  /** Due memberships whose grace days are over. */
  gracesOver: (db: Kysely<Database>, nowIso: string, limit: number) =>
    db
      .selectFrom('memberships')
      .select(['id', 'user_id'])
      .where('status', '=', 'due')
      .where('grace_ends_at', '<=', nowIso)
      .orderBy('grace_ends_at')
      .limit(limit)
      .execute(),

  one: (db: Kysely<Database>, id: string) =>
    membershipView(db).where('memberships.id', '=', id).executeTakeFirst(),

  ofUser: (db: Kysely<Database>, userId: string) =>
    membershipView(db)
      .where('memberships.user_id', '=', userId)
      .orderBy('memberships.created_at', 'desc')
      .orderBy('memberships.id', 'desc')
      .execute(),

  ofClub: (db: Kysely<Database>, clubId: string, limit: number) =>
    membershipView(db)
      .where('memberships.club_id', '=', clubId)
      .orderBy('memberships.created_at', 'desc')
      .orderBy('memberships.id', 'desc')
      .limit(limit)
      .execute(),

  /** A player's current memberships (closing the account ends them). */
  currentOfUser: (db: Kysely<Database>, userId: string) =>
    db
      .selectFrom('memberships')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'in', [...currentStatuses])
      .execute(),

  /** Download my data: every membership of the person, with its plan's name. */
  exportOf: (db: Kysely<Database>, userId: string) =>
    db
      .selectFrom('memberships')
      .innerJoin('membership_plans as plan', 'plan.id', 'memberships.plan_id')
      .select([
        'memberships.id',
        'memberships.club_id',
        'plan.name as plan',
        'memberships.status',
        'memberships.started_at',
        'memberships.period_ends_at',
        'memberships.renews',
        'memberships.created_at',
      ])
      .where('memberships.user_id', '=', userId)
      .orderBy('memberships.created_at')
      .execute(),

  /** A customer page's section: the person's memberships at the club, newest first. */
  atClubOf: (db: Kysely<Database>, clubId: string, userId: string) =>
    db
      .selectFrom('memberships')
      .innerJoin('membership_plans as plan', 'plan.id', 'memberships.plan_id')
      .select(['memberships.id', 'plan.name', 'memberships.started_at', 'memberships.status'])
      .where('memberships.club_id', '=', clubId)
      .where('memberships.user_id', '=', userId)
      .orderBy('memberships.created_at', 'desc')
      .limit(20)
      .execute(),
};
