import { describe, expect, it } from 'vitest';
import { championshipCreateBodySchema, type MyClub } from '@courtside/shared';
import { addDays } from '@courtside/shared/rules';
import {
  championshipRequestOf,
  emptyChampionshipForm,
  windowOf,
  type ChampionshipFormValues,
} from './championship-form-state';
import { checkedBody } from '@/test/schema-check';

// Dubai keeps UTC+4 all year; the day is ten days ahead, within the dates the app works with.
const club = { id: 'club-1', name: 'Marina', timeZone: 'Asia/Dubai' } as MyClub;
const year = new Date().getUTCFullYear();
const day = addDays(new Date().toISOString().slice(0, 10), 10);
const filled = {
  ...emptyChampionshipForm,
  name: 'Cup',
  fromDate: day,
  fromHour: '10',
  toDate: day,
  toHour: '13',
  courtType: 5 as const,
  court: 'court-1',
  maxAge: String(year - 20),
  price: '19.99',
};

const championshipBodyOf = (values: ChampionshipFormValues, club: MyClub) =>
  checkedBody(championshipCreateBodySchema, championshipRequestOf(values, club));

describe('the Create Champion form', () => {
  it('sends the window in the club’s time, the price in cents and the invitation type', () => {
    const { body } = championshipBodyOf(filled, club);
    expect(body).toMatchObject({
      club: 'club-1',
      court: 'court-1',
      from: `${day}T06:00:00.000Z`,
      to: `${day}T09:00:00.000Z`,
      price: 1999,
      inviteOnly: 1,
      maxAge: year - 20,
    });
    expect(body).not.toHaveProperty('participantsNumber');
  });

  it('is not submitted while required fields are missing, and says which', () => {
    const { body, errors } = championshipBodyOf({ ...filled, name: '', court: '' }, club);
    expect(body).toBeNull();
    expect(errors).toMatchObject({ name: true, court: true });
  });

  it('has no window until both ends are chosen and the end comes after the start', () => {
    expect(windowOf({ ...filled, toHour: '' }, club.timeZone)).toBeNull();
    expect(windowOf({ ...filled, toHour: '09' }, club.timeZone)).toBeNull();
  });
});
