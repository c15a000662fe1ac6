import { describe, expect, it } from 'vitest';
import { activityCreateBodySchema, type MyClub } from '@courtside/shared';
import { addDays } from '@courtside/shared/rules';
import {
  activityRequestOf,
  courtPlanOf,
  emptyActivityForm,
  type ActivityFormValues,
} from './activity-form-state';
import { checkedBody } from '@/test/schema-check';

// Dubai keeps UTC+4 all year; the day is ten days ahead, within the dates the app works with.
const club = { id: 'club-1', name: 'Marina', timeZone: 'Asia/Dubai' } as MyClub;
const day = addDays(new Date().toISOString().slice(0, 10), 10);

/** The create payload, with endDate built from the date plus the To time in the club's zone. */
const activityBodyOf = (values: ActivityFormValues, club: MyClub) =>
  checkedBody(activityCreateBodySchema, activityRequestOf(values, club));
const filled = {
  ...emptyActivityForm,
  name: 'Clinic',
  coach: 'coach-1',
  fromH: '18',
  fromM: '15',
  toH: '19',
  toM: '00',
  date: day,
  recurrence: 'weekly' as const,
  court: 'court-1',
  seatsnumber: '6',
  price: '15.50',
};

describe('the Create Activity form', () => {
  it('sends hours and minutes as numbers, the price in cents and endDate from the To time', () => {
    const { body } = activityBodyOf(filled, club);
    expect(body).toMatchObject({
      club: 'club-1',
      coach: 'coach-1',
      fromH: 18,
      fromM: 15,
      toH: 19,
      toM: 0,
      recurrence: 'weekly',
      seatsnumber: 6,
      price: 1550,
      // 19:00 in Dubai.
      endDate: `${day}T15:00:00.000Z`,
    });
  });

  it('refuses a To not after From, and asks for the required fields', () => {
    expect(activityBodyOf({ ...filled, toH: '18', toM: '15' }, club).errors).toEqual({ toH: true });
    const { body, errors } = activityBodyOf(emptyActivityForm, club);
    expect(body).toBeNull();
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['name', 'coach', 'fromH', 'toH', 'date', 'court', 'price']),
    );
  });

  it('asks for free courts only once the date and both times are chosen', () => {
    expect(courtPlanOf({ ...filled, toH: '' })).toBeNull();
    expect(courtPlanOf(filled)).toEqual({
      date: day,
      recurrence: 'weekly',
      fromH: 18,
      fromM: 15,
      toH: 19,
      toM: 0,
    });
  });
});
