import { slotTimes } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { inTransaction } from '#server/db/transaction.js';
import type { Services } from '#server/services.js';
import { demoActivities, demoBookings, demoCoinCredits, demoMatches } from './demo-calendar.js';
import { addToDate, localInstant } from './local-time.js';
import { approveCheckout } from './demo-services.js';
import type { WorldBuilder } from './world.js';

const recurrenceStep = { date: 'day', daily: 'day', weekly: 'week', monthly: 'month' } as const;

/**
 * Bookings go through the booking service, as the app places them: a player pays online
 * and approves the checkout, or pays cash at the club (already collected for a booking
 * played); an owner books walk-ins at the desk.
 */
export async function placeBookings(b: WorldBuilder, services: Services): Promise<void> {
  for (const plan of demoBookings) {
    const court = b.court(plan.court);
    const walkIn = 'walkIn' in plan;
    const method = walkIn ? 'cash' : plan.pay;
    const caller = walkIn
      ? { id: court.ownerId, role: 'owner' as const }
      : { id: b.userId(plan.by), role: b.person(plan.by).role };
    const placed = await services.bookings.place({
      caller,
      method,
      body: {
        courtID: court.id,
        clubID: court.clubId,
        date: addToDate(b.today, plan.day, 'day'),
        ...slotTimes(plan.hour * 60, plan.minutes),
        duration: plan.minutes,
        ...(walkIn ? { customerName: plan.walkIn, customerPhone: plan.phone } : {}),
        ...(method === 'wallet' && !walkIn ? { phone: b.phoneOf(plan.by) } : {}),
      },
    });
    if (placed.status === 'pending') await approveCheckout(services, placed.paymentId);
    else if (method === 'cash' && plan.day < 0)
      await services.payments.markCash(court.ownerId, placed.paymentId, 'collected');
  }
}

/**
 * Activities as their owners create them, through the activities service: each date of the
 * series up to its last planned one, on its court's hours; then the players who joined a
 * date book and pay their seat online.
 */
export async function addActivities(
  b: WorldBuilder,
  db: Kysely<Database>,
  services: Services,
): Promise<void> {
  const { activities } = services;
  for (const plan of demoActivities) {
    const court = b.court(plan.court);
    const first = addToDate(b.today, plan.firstDay, 'day');
    const [fromH, fromM] = plan.from.split(':').map(Number) as [number, number];
    const [toH, toM] = plan.to.split(':').map(Number) as [number, number];
    const created = await activities.create(court.ownerId, {
      club: court.clubId,
      court: court.id,
      coach: b.coachId(plan.coach),
      name: plan.name,
      fromH,
      fromM: fromM as 0 | 15 | 30 | 45,
      toH,
      toM: toM as 0 | 15 | 30 | 45,
      date: first,
      recurrence: plan.recurrence,
      lastDate: addToDate(first, plan.occurrences - 1, recurrenceStep[plan.recurrence]),
      seatsnumber: plan.seats,
      price: plan.price,
      gender: plan.gender,
      description: plan.description,
    });
    const occurrences = await db
      .selectFrom('activity_occurrences')
      .select('id')
      .where('activity_id', '=', created.id)
      .orderBy('starts_at')
      .execute();
    for (const { occurrence, user } of plan.participants) {
      const started = await activities.bookSeat({
        callerId: b.userId(user),
        occurrenceId: occurrences[occurrence]!.id,
        method: 'card',
      });
      await approveCheckout(services, started.paymentId);
    }
  }
}

/**
 * Matches as their owners create them and answer their requests, through the matches
 * service: each claims a free court of its type, and each seated player owes their share of
 * it at the club (the organizers cover the seats still empty at the fill deadline).
 */
export async function addMatches(b: WorldBuilder, services: Services): Promise<void> {
  const { matches } = services;
  for (const plan of demoMatches) {
    const ownerId = b.userId(plan.owner);
    const created = await matches.create(ownerId, {
      gender: plan.gender,
      date: localInstant(addToDate(b.today, plan.day, 'day'), plan.hour * 60, b.zone),
      duration: plan.minutes,
      club: b.clubId(plan.club),
      courtType: plan.courtType,
      privacy: plan.privacy,
      padelLevelMin: plan.level[0],
      padelLevelMax: plan.level[1],
      description: plan.description,
      reservedSeats: plan.seats.filter((seat) => seat === 'reserved').length,
      shareMethod: 'cash',
      fillDeadlineHours: 24,
      coverEmptySeats: true,
      openJoin: false,
    });
    for (const request of plan.requests) {
      const userId = b.userId(request.user);
      const partners = (request.partners ?? []).map((user) => b.userId(user));
      const asked = await matches.join(userId, created.id, {
        phone: b.phoneOf(request.user),
        partners,
      });
      if (request.status === 'pending') continue;
      const requestId = asked.request[0]!.id;
      // Partners of a request the owner answers had accepted to play before.
      for (const partner of partners) await matches.answerAsPartner(partner, requestId, true);
      await matches.decide(ownerId, requestId, request.status === 'confirmed');
      if (request.status !== 'confirmed') continue;
      for (const player of [userId, ...partners])
        await matches.payShare({ callerId: player, matchId: created.id, method: 'cash' });
    }
  }
}

/** Coin packs bought through their checkout, and support's adjustments to the ledger. */
export async function creditCoins(
  b: WorldBuilder,
  db: Kysely<Database>,
  services: Services,
): Promise<void> {
  for (const credit of demoCoinCredits) {
    const userId = b.userId(credit.user);
    if ('pack' in credit) {
      const phone = credit.pay === 'wallet' ? b.phoneOf(credit.user) : undefined;
      const started = await services.coinPacks.buy({
        callerId: userId,
        method: credit.pay,
        body: { pack: b.packId(credit.pack), phone },
      });
      await approveCheckout(services, started.paymentId);
    } else {
      const { payments } = services;
      await inTransaction(db, async (tx) => {
        await payments.lockPayer(tx, userId);
        await payments.coins.credit(tx, {
          userId,
          coins: credit.adjustment,
          reason: 'adjustment',
          ref: credit.ref,
        });
      });
    }
  }
}
