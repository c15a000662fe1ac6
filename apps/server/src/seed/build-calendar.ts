import { slotTimes } from '@courtside/shared';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.js';
import { newId } from '#server/lib/ids.js';
import { inTransaction } from '#server/lib/transaction.js';
import type { Services } from '#server/services.js';
import {
  demoActivities,
  demoBookings,
  demoChampionships,
  demoCoinCredits,
  demoMatches,
  demoNotifications,
} from './demo-calendar.js';
import { addToDate, localInstant, minuteOfDay, touchedHours } from './local-time.js';
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
        ...slotTimes(plan.hour, plan.minutes),
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

/** Activities expanded into dated occurrences, each claiming the court hours it touches. */
export function addActivities(b: WorldBuilder): void {
  for (const plan of demoActivities) {
    const court = b.court(plan.court);
    const activityId = newId();
    const fromMinute = minuteOfDay(plan.from);
    const toMinute = minuteOfDay(plan.to);
    const first = addToDate(b.today, plan.firstDay, 'day');
    const dates = Array.from({ length: plan.occurrences }, (_, i) =>
      addToDate(first, i, recurrenceStep[plan.recurrence]),
    );
    b.world.activities.push({
      id: activityId,
      club_id: court.clubId,
      court_id: court.id,
      coach_id: b.coachId(plan.coach),
      name: plan.name,
      recurrence: plan.recurrence,
      first_date: first,
      last_date: dates.at(-1) ?? first,
      from_minute: fromMinute,
      to_minute: toMinute,
      seats_number: plan.seats,
      price: plan.price,
      currency: b.currency,
      gender: plan.gender,
      description: plan.description,
      created_at: b.since,
    });

    dates.forEach((date, index) => {
      const occurrenceId = newId();
      const startsAt = localInstant(date, fromMinute, b.zone);
      const endsAt = localInstant(date, toMinute, b.zone);
      b.world.activity_occurrences.push({
        id: occurrenceId,
        activity_id: activityId,
        starts_at: startsAt,
        ends_at: endsAt,
      });
      b.claim(court.id, touchedHours(startsAt, endsAt), 'activity', occurrenceId);
      for (const { user } of plan.participants.filter((p) => p.occurrence === index)) {
        const userId = b.userId(user);
        b.world.activity_participants.push({
          occurrence_id: occurrenceId,
          user_id: userId,
          payment_id: b.payment({
            userId,
            purpose: 'activity',
            payeeClubId: court.clubId,
            subjectId: occurrenceId,
            method: 'card',
            amount: plan.price,
          }),
          created_at: b.since,
        });
      }
    });
  }
}

export function addChampionships(b: WorldBuilder): void {
  const year = Number(b.today.slice(0, 4));
  for (const plan of demoChampionships) {
    const court = b.court(plan.court);
    const id = newId();
    const startsAt = localInstant(
      addToDate(b.today, plan.startDay, 'day'),
      minuteOfDay(plan.from),
      b.zone,
    );
    const endsAt = localInstant(
      addToDate(b.today, plan.endDay, 'day'),
      minuteOfDay(plan.to),
      b.zone,
    );
    b.world.championships.push({
      id,
      club_id: court.clubId,
      court_id: court.id,
      name: plan.name,
      starts_at: startsAt,
      ends_at: endsAt,
      max_birth_year: year - plan.maxAge,
      price: plan.price,
      currency: b.currency,
      invite_only: plan.inviteOnly ? 1 : 0,
      participants_number: plan.participantsNumber,
      gender: plan.gender,
      description: plan.description,
      sponsor: plan.sponsor,
      created_at: b.since,
    });
    b.claim(court.id, touchedHours(startsAt, endsAt), 'championship', id);

    for (const request of plan.requests) {
      const requestId = newId();
      const userId = b.userId(request.user);
      const phone = b.phoneOf(request.user);
      const paymentId = request.paid
        ? b.payment({
            userId,
            purpose: 'championship',
            payeeClubId: court.clubId,
            subjectId: requestId,
            method: request.paid,
            amount: plan.price,
            payerPhone: request.paid === 'wallet' ? phone : undefined,
          })
        : null;
      b.world.championship_requests.push({
        id: requestId,
        championship_id: id,
        user_id: userId,
        phone,
        status: request.status,
        payment_id: paymentId,
        paid_at: paymentId ? b.since : null,
        created_at: b.since,
      });
    }
  }
}

export function addMatches(b: WorldBuilder): void {
  for (const plan of demoMatches) {
    const id = newId();
    const date = addToDate(b.today, plan.day, 'day');
    b.world.matches.push({
      id,
      owner_id: b.userId(plan.owner),
      club_id: b.clubId(plan.club),
      court_id: null,
      starts_at: localInstant(date, plan.hour * 60, b.zone),
      duration_minutes: plan.minutes,
      gender: plan.gender,
      court_type: plan.courtType,
      privacy: plan.privacy,
      level_min: plan.level[0],
      level_max: plan.level[1],
      description: plan.description,
      status: 'open',
      created_at: b.since,
    });
    [plan.owner, ...plan.seats].forEach((seat, index) => {
      const reserved = seat === 'reserved';
      b.world.match_seats.push({
        match_id: id,
        seat: index,
        user_id: reserved ? null : b.userId(seat),
        reserved: reserved ? 1 : 0,
      });
    });
    for (const request of plan.requests) {
      b.world.match_requests.push({
        id: newId(),
        match_id: id,
        user_id: b.userId(request.user),
        phone: b.phoneOf(request.user),
        partners: JSON.stringify((request.partners ?? []).map((user) => b.userId(user))),
        status: request.status,
        created_at: b.since,
      });
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

export function addNotifications(b: WorldBuilder): void {
  demoNotifications.forEach((note, index) => {
    b.world.notifications.push({
      id: newId(),
      user_id: b.userId(note.user),
      kind: note.kind,
      payload: JSON.stringify({ title: note.title, body: note.body }),
      read_at: note.read ? b.now.toISOString() : null,
      // An hour apart, newest first in the table, so a list sorted by time looks natural.
      created_at: new Date(b.now.getTime() - (index + 1) * 3_600_000).toISOString(),
    });
  });
}
