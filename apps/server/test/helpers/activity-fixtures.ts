import type { ActivityCreateBody } from '@courtside/shared';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from './builders.js';
import type { TestCourt } from './booking-fixtures.js';
import { bearer } from './test-app.js';

let sequence = 0;

/** A coach created through the API by the club's owner; answers the coach and their phone. */
export async function aCoach(app: FastifyInstance, owner: TestUser, clubId: string) {
  sequence += 1;
  const tag = `${process.pid % 1000}${sequence}`.padStart(6, '0').slice(-6);
  const phone = `+3469${tag}1`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/me/coach',
    headers: bearer(owner.token),
    payload: { club: clubId, Name: 'Marta Coach', phone, gender: 'F', password: 'coach-pass-1' },
  });
  if (res.statusCode !== 201) throw new Error(`create coach: ${res.body}`);
  return { ...res.json<{ id: string; username: string }>(), phone, password: 'coach-pass-1' };
}

/** A Create Activity body on one court at 18:15-19:00 club time, unless told otherwise. */
export function activityBody(
  court: TestCourt,
  coachId: string,
  date: string,
  extra: Partial<ActivityCreateBody> = {},
): ActivityCreateBody {
  return {
    club: court.clubId,
    court: court.courtId,
    coach: coachId,
    name: 'Beginners Clinic',
    fromH: 18,
    fromM: 15,
    toH: 19,
    toM: 0,
    date,
    recurrence: 'date',
    seatsnumber: 4,
    price: 1500,
    description: 'Grip and volleys',
    ...extra,
  };
}
