import { normalizePhone } from '@courtside/shared';
import { newId } from '../lib/ids.js';
import {
  demoActivities,
  demoBookings,
  demoChampionships,
  demoCoinCredits,
  demoMatches,
  demoNotifications,
} from './demo-calendar.js';
import { addToDate, localInstant, minuteOfDay, touchedHours } from './local-time.js';
import type { WorldBuilder } from './world.js';

const recurrenceStep = { date: 'day', daily: 'day', weekly: 'week', monthly: 'month' } as const;

export function addBookings(b: WorldBuilder): void {
  for (const plan of demoBookings) {
    const court = b.court(plan.court);
    const id = newId();
    const date = addToDate(b.today, plan.day, 'day');
    const startsAt = localInstant(date, plan.hour * 60, b.zone);
    const endsAt = localInstant(date, plan.hour * 60 + plan.minutes, b.zone);
    const amount = (court.pricePerHour * plan.minutes) / 60;
    const walkIn = 'walkIn' in plan;
    const userId = walkIn ? court.ownerId : b.userId(plan.by);
    const method = walkIn ? 'cash' : plan.pay;
    const paymentId = b.payment({
      userId,
      purpose: 'booking',
      subjectId: id,
      method,
      amount,
      payerPhone: !walkIn && method === 'wallet' ? b.phoneOf(plan.by) : undefined,
      payeeClubId: court.clubId,
      dueAtClub: method === 'cash' && plan.day >= 0,
    });
    b.world.bookings.push({
      id,
      user_id: userId,
      court_id: court.id,
      starts_at: startsAt,
      ends_at: endsAt,
      duration_minutes: plan.minutes,
      status: 'confirmed',
      hold_expires_at: null,
      amount,
      currency: b.currency,
      payment_id: paymentId,
      made_by_owner: walkIn ? 1 : 0,
      walk_in_name: walkIn ? plan.walkIn : null,
      walk_in_phone: walkIn ? normalizePhone(plan.phone) : null,
      created_at: b.since,
      cancelled_at: null,
    });
    b.claim(court.id, touchedHours(startsAt, endsAt), 'booking', id);
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

export function addCoinsAndNotifications(b: WorldBuilder): void {
  for (const credit of demoCoinCredits) {
    const userId = b.userId(credit.user);
    if ('pack' in credit) {
      const pack = b.pack(credit.pack);
      const paymentId = b.payment({
        userId,
        purpose: 'coin_pack',
        subjectId: pack.id,
        method: credit.pay,
        amount: pack.price,
        payerPhone: credit.pay === 'wallet' ? b.phoneOf(credit.user) : undefined,
      });
      b.world.coin_ledger.push({
        id: newId(),
        user_id: userId,
        delta: credit.pack,
        reason: 'pack_purchase',
        ref: paymentId,
        created_at: b.since,
      });
    } else {
      b.world.coin_ledger.push({
        id: newId(),
        user_id: userId,
        delta: credit.adjustment,
        reason: 'adjustment',
        ref: credit.ref,
        created_at: b.since,
      });
    }
  }

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
