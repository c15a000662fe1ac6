import { describe, expect, it } from 'vitest';
import type { ClubSaleTerms } from '@courtside/shared';
import { specSales } from '@/test/booking-fixtures';
import { aMatch } from '../test-data';
import {
  emptyMatchForm,
  formOfMatch,
  onStartStep,
  toClubHour,
  toMatchForm,
  withClub,
  type MatchFormState,
} from './match-form-state';

const madrid = 'Europe/Madrid';
const newYork = 'America/New_York';
const sales = specSales;

const filled = (patch: Partial<MatchFormState> = {}): MatchFormState => ({
  ...emptyMatchForm(new Date('2030-01-10T16:42:00Z'), madrid),
  gender: 'mix',
  club: 'club-1',
  courtType: 'indoor',
  ...patch,
});

describe('match form state', () => {
  it("starts on the next whole hour of the club's clock, not the device's", () => {
    const now = new Date('2030-01-10T16:42:13Z');
    expect(emptyMatchForm(now, madrid).date).toBe('2030-01-10T18:00');
    expect(emptyMatchForm(now, newYork).date).toBe('2030-01-10T12:00');
    expect(emptyMatchForm(new Date('2030-01-10T22:05:00Z'), madrid).date).toBe('2030-01-11T00:00');
    expect(toClubHour('2030-06-01T07:59:00Z', madrid)).toBe('2030-06-01T09:00');
  });

  it('has nothing to send while a required field is missing or the levels are crossed', () => {
    expect(toMatchForm(emptyMatchForm(), madrid)).toBeNull();
    expect(toMatchForm(filled(), null)).toBeNull();
    expect(toMatchForm(filled({ gender: null }), madrid)).toBeNull();
    expect(toMatchForm(filled({ club: '' }), madrid)).toBeNull();
    expect(toMatchForm(filled({ courtType: null }), madrid)).toBeNull();
    expect(toMatchForm(filled({ date: '' }), madrid)).toBeNull();
    expect(toMatchForm(filled({ padelLevelMin: 3, padelLevelMax: 2.9 }), madrid)).toBeNull();
  });

  it("keeps a typed time on the club's starts: the hour, or the hour and the half hour", () => {
    expect(onStartStep('2030-01-10T18:35', 60)).toBe('2030-01-10T18:00');
    expect(onStartStep('2030-01-10T18:35', 30)).toBe('2030-01-10T18:30');
    expect(onStartStep('2030-01-10T18:20', 30)).toBe('2030-01-10T18:00');
  });

  it('sends the club-local time as its UTC instant', () => {
    const form = toMatchForm(filled({ date: '2030-01-10T18:30', reservedSeats: 2 }), madrid);
    expect(form).toMatchObject({ gender: 'mix', club: 'club-1', reservedSeats: 2, duration: 60 });
    expect(form!.date).toBe('2030-01-10T17:30:00.000Z');
    expect(toMatchForm(filled({ date: '2030-01-10T18:00' }), newYork)!.date).toBe(
      '2030-01-10T23:00:00.000Z',
    );
    expect(toMatchForm(filled({ date: '2030-07-10T18:00' }), madrid)!.date).toBe(
      '2030-07-10T16:00:00.000Z',
    );
  });

  it('sends when the match must be full, 24 hours before by default, and whether to cover it', () => {
    expect(toMatchForm(filled(), madrid)).toMatchObject({
      fillDeadlineHours: 24,
      coverEmptySeats: false,
    });
    const chosen = toMatchForm(filled({ fillDeadlineHours: 6, coverEmptySeats: true }), madrid);
    expect(chosen).toMatchObject({ fillDeadlineHours: 6, coverEmptySeats: true });
    const past = aMatch({
      date: '2030-01-10T17:00:00.000Z',
      fillDeadline: '2030-01-10T15:00:00.000Z',
    });
    expect(formOfMatch(past).fillDeadlineHours).toBe(2);
    expect(formOfMatch(aMatch({ fillDeadline: null })).fillDeadlineHours).toBe(24);
  });

  it('has nothing to send for an hour the club skips when the clocks go forward', () => {
    expect(toMatchForm(filled({ date: '2030-03-31T02:00' }), madrid)).toBeNull();
  });

  it("shows an edited match's hour on its club's clock", () => {
    const match = aMatch({
      date: '2030-01-10T17:00:00.000Z',
      club: { id: 'club-1', name: 'Retiro Padel', photo: null, timeZone: madrid },
    });
    expect(formOfMatch(match).date).toBe('2030-01-10T18:00');
    const inNewYork = { ...match, club: { ...match.club, timeZone: newYork } };
    expect(formOfMatch(inNewYork).date).toBe('2030-01-10T12:00');
  });

  it("keeps a chosen wall time when the club changes, and reads it on the new club's clock", () => {
    const now = new Date('2030-01-10T16:42:00Z');
    const chosen = filled({ date: '2030-01-12T20:00' });
    const moved = withClub(chosen, { id: 'club-ny', timeZone: newYork, sales }, madrid, now);
    expect(moved).toMatchObject({ club: 'club-ny', date: '2030-01-12T20:00' });
    expect(toMatchForm(moved, newYork)!.date).toBe('2030-01-13T01:00:00.000Z');
  });

  it("moves an untouched default to the next whole hour of the new club's clock", () => {
    const now = new Date('2030-01-10T16:42:00Z');
    const fresh = emptyMatchForm(now, newYork);
    expect(withClub(fresh, { id: 'club-1', timeZone: madrid, sales }, newYork, now).date).toBe(
      '2030-01-10T18:00',
    );
  });

  it('keeps to what a club sells: its lengths, its half-hour starts, and sends the half hour', () => {
    const now = new Date('2030-01-10T16:42:00Z');
    const ninetyOnTheHalfHour: ClubSaleTerms = {
      ...sales,
      padel: { lengths: [90], startEvery: 30 },
    };
    const chosen = filled({ date: '2030-01-12T19:40', duration: 60 });
    const moved = withClub(
      chosen,
      { id: 'club-2', timeZone: madrid, sales: ninetyOnTheHalfHour },
      madrid,
      now,
    );
    expect(moved).toMatchObject({ date: '2030-01-12T19:30', duration: 90 });
    // Winter in Madrid: 19:30 is 18:30 UTC.
    expect(toMatchForm(moved, madrid)).toMatchObject({
      date: '2030-01-12T18:30:00.000Z',
      duration: 90,
    });
    const backOnTheHour = withClub(moved, { id: 'club-1', timeZone: madrid, sales }, madrid, now);
    expect(backOnTheHour).toMatchObject({ date: '2030-01-12T19:00', duration: 60 });
  });

  it('shows an edited match from the half hour at its half hour', () => {
    const match = aMatch({
      date: '2030-01-10T18:30:00.000Z',
      duration: '90',
      club: { id: 'club-1', name: 'Retiro Padel', photo: null, timeZone: madrid },
    });
    expect(formOfMatch(match)).toMatchObject({ date: '2030-01-10T19:30', duration: 90 });
  });
});
