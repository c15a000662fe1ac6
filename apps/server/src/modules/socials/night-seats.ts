import { cancellationNoticeHours, conflictCodes } from '@courtside/shared';
import { conflict, notFound } from '#server/lib/domain-error.js';
import { clubReads, mayActOnClub } from '#server/modules/clubs/clubs.service.js';
import type { SeatKind } from '#server/modules/seats/seats.service.js';
import { personName, userReads } from '#server/modules/users/users.service.js';
import { signalNight } from './live.js';
import type { SocialsDeps } from './socials-deps.js';
import { cancelledEvents, eventsAfter, findEvent, lockEvent } from './socials.repo.js';

/** Places at a night, sold like an activity's seats: paid, waited for, given back. */
export function nightSeats(deps: SocialsDeps): SeatKind {
  return {
    purpose: 'social',
    lock: lockEvent,
    stillToCome: eventsAfter,
    calledOff: cancelledEvents,
    async subject(db, id) {
      const event = await findEvent(db, id);
      if (!event) return undefined;
      return {
        id: event.id,
        name: event.format,
        clubId: event.club_id,
        timeZone: event.time_zone,
        price: event.price,
        currency: event.currency,
        startsAt: event.starts_at,
        seatsNumber: event.players_number,
        cancelled: event.status === 'cancelled',
        underway: event.status === 'playing' || event.status === 'finished',
      };
    },
    async offer(tx, userId, subject, until) {
      await deps.notifications.record(tx, userId, 'social_place_free', {
        eventId: subject.id,
        clubId: subject.clubId,
        format: subject.name,
        startsAt: subject.startsAt,
        until,
      });
    },
    /** The club's owner hears of each player who takes a place at their night. */
    async seated(tx, userId, subject) {
      const club = (await clubReads.clubsById(tx.db, [subject.clubId])).get(subject.clubId);
      const player = (await userReads.accountsOf(tx.db, [userId])).get(userId);
      if (!club || (await mayActOnClub(tx.db, club, userId, 'socials'))) return;
      await deps.notifications.record(
        tx,
        club.owner_id,
        'club_night_place_taken',
        {
          eventId: subject.id,
          format: subject.name,
          startsAt: subject.startsAt,
          timeZone: club.time_zone,
          player: player ? personName(player.first_name, player.last_name) : null,
        },
        userId,
      );
    },
    changed: (tx, eventId) => signalNight(deps, tx, eventId),
    refusals: {
      missing: () => notFound('Event'),
      noSeat: () => notFound('Place'),
      alreadyBooked: () =>
        conflict(conflictCodes.ALREADY_BOOKED, 'You already have a place at this night'),
      full: () =>
        conflict(conflictCodes.ACTIVITY_FULL, 'Every place is taken; join the waitlist', [
          { field: 'waitlist', message: 'available' },
        ]),
      started: () => conflict(conflictCodes.ACTIVITY_STARTED, 'This night has already started'),
      seatsLeft: () => conflict(conflictCodes.SEATS_LEFT, 'Places are still free: take one'),
      tooLate: () =>
        conflict(
          conflictCodes.TOO_LATE_TO_CANCEL,
          `A place can be given back up to ${cancellationNoticeHours} hours before the night`,
        ),
    },
  };
}
