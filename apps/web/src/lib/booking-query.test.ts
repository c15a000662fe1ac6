import { describe, expect, it } from 'vitest';
import { parseBookingQuery } from './booking-query';

const slot = {
  court: 'Padel 1',
  courtID: 'court-1',
  clubID: 'club-1',
  date: '2026-12-11',
  startTime: '09:00',
  endTime: '10:00',
  duration: '60',
};
const parse = (changes: Record<string, string> = {}) =>
  parseBookingQuery(new URLSearchParams({ ...slot, ...changes }));

describe('parseBookingQuery', () => {
  it('reads a slot handed over in a link, its duration as a number', () => {
    expect(parse({ duration: '120', endTime: '11:00' })).toEqual({
      ...slot,
      photo: null,
      duration: 120,
      endTime: '11:00',
    });
  });

  it('reads 90 minutes from the half hour', () => {
    const late = { startTime: '19:30', endTime: '21:00', duration: '90' };
    expect(parse(late)).toEqual({ ...slot, ...late, photo: null, duration: 90 });
  });

  it('refuses a day the calendar lacks, an hour past 23:59, a start off the half hour and a length it does not book', () => {
    const refused: Array<Record<string, string>> = [
      { date: '2026-02-30' },
      { date: '2026-12-1' },
      { startTime: '24:00' },
      { endTime: '9:00' },
      { startTime: '09:15' },
      { duration: '45' },
      { duration: '60.0' },
      { court: ' ' },
    ];
    for (const changes of refused) expect(parse(changes)).toBeNull();
  });
});
