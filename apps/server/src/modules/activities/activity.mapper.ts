import { seatsLeft, takenSeats, type ActivityOccurrence } from '@courtside/shared';
import { seatStates, type Seat, type Wait } from '#server/modules/seats/seats.service.js';
import type { OccurrenceWithPlace } from './activities.repo.js';

export interface Person {
  id: string;
  first_name: string;
  last_name: string | null;
  phone: string;
}

export interface Viewer {
  id: string;
  /** The club owner and the session's coach see who takes part. */
  seesParticipants: boolean;
}

function mySeatOf(seat: Seat | undefined, now: Date): ActivityOccurrence['mySeat'] {
  if (!seat || seat.status === 'cancelled') return 'none';
  if (seat.status === 'confirmed') return 'booked';
  return seat.held_until && Date.parse(seat.held_until) > now.getTime() ? 'held' : 'none';
}

function myWaitOf(wait: Wait | undefined, now: Date) {
  if (wait?.status === 'waiting') return { myWaitlist: 'waiting' as const, offerUntil: null };
  const live =
    wait?.status === 'offered' &&
    wait.offered_until !== null &&
    Date.parse(wait.offered_until) > now.getTime();
  return live
    ? { myWaitlist: 'offered' as const, offerUntil: wait.offered_until }
    : { myWaitlist: 'none' as const, offerUntil: null };
}

/** SPEC 3 Activity (read): one occurrence as the viewer sees it. */
export function toOccurrence(
  row: OccurrenceWithPlace,
  seats: readonly Seat[],
  waits: readonly Wait[],
  viewer: Viewer,
  people: ReadonlyMap<string, Person>,
  now: Date,
): ActivityOccurrence {
  const live = seats.filter((s) => mySeatOf(s, now) !== 'none');
  return {
    id: row.id,
    activityId: row.activity_id,
    name: row.name,
    date: row.starts_at,
    endsAt: row.ends_at,
    recurrence: row.recurrence,
    seatsnumber: row.seats_number,
    seatsLeft: seatsLeft(row.seats_number, takenSeats(seatStates(seats, waits), now)),
    price: row.price,
    currency: row.currency,
    gender: row.gender,
    description: row.description,
    coach: { id: row.coach_id, name: row.coach_name },
    court: { id: row.court_id, name: row.court_name },
    club: {
      id: row.club_id,
      name: row.club_name,
      photo: row.club_photo,
      timeZone: row.club_time_zone,
    },
    cancelled: row.cancelled_at !== null,
    mySeat: mySeatOf(
      seats.find((s) => s.user_id === viewer.id),
      now,
    ),
    ...myWaitOf(
      waits.find((w) => w.user_id === viewer.id),
      now,
    ),
    participants: viewer.seesParticipants
      ? live.flatMap((seat) => {
          const person = people.get(seat.user_id);
          if (!person) return [];
          return [
            {
              id: person.id,
              firstName: person.first_name,
              lastName: person.last_name,
              phone: person.phone,
              paid: seat.status === 'confirmed',
            },
          ];
        })
      : [],
  };
}
