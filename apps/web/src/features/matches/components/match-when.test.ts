import { describe, expect, it } from 'vitest';
import { levelRange, matchWhen } from './match-when';

const at = (timeZone: string) => ({
  date: '2030-01-10T23:00:00.000Z',
  end_time: '2030-01-11T00:00:00.000Z',
  club: { timeZone },
});

describe('matchWhen', () => {
  it("shows the day and hours on the club's clock, whatever the device's zone", () => {
    expect(matchWhen(at('Europe/Madrid'), 'en')).toEqual({
      day: 'Fri, Jan 11',
      hours: '00:00 – 01:00',
    });
    expect(matchWhen(at('America/New_York'), 'en')).toEqual({
      day: 'Thu, Jan 10',
      hours: '18:00 – 19:00',
    });
  });

  it('keeps the clock times left to right in Arabic', () => {
    expect(matchWhen(at('Europe/Madrid'), 'ar').hours).toBe('00:00 – 01:00');
  });

  it('keeps a level range left to right inside Arabic text', () => {
    expect(levelRange({ padelLevelMin: 2, padelLevelMax: 3.5 })).toBe('\u20662.0 – 3.5\u2069');
  });
});
