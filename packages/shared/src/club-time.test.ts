import { describe, expect, it } from 'vitest';
import {
  clubHourToUtc,
  clubToday,
  dayStripScrollDelayMs,
  hourLabel,
  hourMinuteSchema,
  isoDateSchema,
  isIsoDate,
  isInstantWithinRequestWindow,
  isoMonthSchema,
  isWithinRequestWindow,
  monthDays,
  monthOf,
  requestDateSchema,
  requestInstantSchema,
  requestWindowDates,
  isWithinBookingWindow,
  bookingDateSchema,
  shiftMonth,
  timeZoneSchema,
  utcToClubLocal,
} from './club-time.js';

describe('clubHourToUtc', () => {
  it.each([
    ['Europe/Madrid', '2026-01-15', 10, '2026-01-15T09:00:00.000Z'],
    ['Europe/Madrid', '2026-06-15', 10, '2026-06-15T08:00:00.000Z'],
    ['America/New_York', '2026-01-15', 10, '2026-01-15T15:00:00.000Z'],
    ['America/New_York', '2026-06-15', 10, '2026-06-15T14:00:00.000Z'],
    ['UTC', '2026-06-15', 0, '2026-06-15T00:00:00.000Z'],
    ['Asia/Kolkata', '2026-06-15', 10, '2026-06-15T04:30:00.000Z'],
    // The club's day starts on the previous UTC day east of Greenwich...
    ['Pacific/Auckland', '2026-06-15', 6, '2026-06-14T18:00:00.000Z'],
    // ...and ends on the next UTC day west of it.
    ['America/Los_Angeles', '2026-06-15', 22, '2026-06-16T05:00:00.000Z'],
  ])('%s %s %i:00 starts at %s', (timeZone, date, hour, expected) => {
    expect(clubHourToUtc(date, hour, timeZone)).toBe(expected);
  });

  describe('spring forward (the hour 02:00 is skipped)', () => {
    it('Europe/Madrid 2026-03-29: 10:00 is summer time and 02:00 does not exist', () => {
      expect(clubHourToUtc('2026-03-29', 10, 'Europe/Madrid')).toBe('2026-03-29T08:00:00.000Z');
      expect(clubHourToUtc('2026-03-29', 1, 'Europe/Madrid')).toBe('2026-03-29T00:00:00.000Z');
      expect(clubHourToUtc('2026-03-29', 2, 'Europe/Madrid')).toBeNull();
      expect(clubHourToUtc('2026-03-29', 3, 'Europe/Madrid')).toBe('2026-03-29T01:00:00.000Z');
    });

    it('America/New_York 2026-03-08: 10:00 is EDT and 02:00 does not exist', () => {
      expect(clubHourToUtc('2026-03-08', 10, 'America/New_York')).toBe('2026-03-08T14:00:00.000Z');
      expect(clubHourToUtc('2026-03-08', 1, 'America/New_York')).toBe('2026-03-08T06:00:00.000Z');
      expect(clubHourToUtc('2026-03-08', 2, 'America/New_York')).toBeNull();
      expect(clubHourToUtc('2026-03-08', 3, 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    });

    it('Pacific/Apia skipped the whole of 2011-12-30', () => {
      expect(clubHourToUtc('2011-12-30', 10, 'Pacific/Apia')).toBeNull();
      expect(clubHourToUtc('2011-12-31', 0, 'Pacific/Apia')).toBe('2011-12-30T10:00:00.000Z');
    });
  });

  describe('fall back (an hour happens twice): the first occurrence wins', () => {
    it('Europe/Madrid 2026-10-25: 02:00 is taken on summer time, 10:00 on winter time', () => {
      expect(clubHourToUtc('2026-10-25', 2, 'Europe/Madrid')).toBe('2026-10-25T00:00:00.000Z');
      expect(clubHourToUtc('2026-10-25', 3, 'Europe/Madrid')).toBe('2026-10-25T02:00:00.000Z');
      expect(clubHourToUtc('2026-10-25', 10, 'Europe/Madrid')).toBe('2026-10-25T09:00:00.000Z');
    });

    it('America/New_York 2026-11-01: 01:00 is taken on EDT, 10:00 on EST', () => {
      expect(clubHourToUtc('2026-11-01', 1, 'America/New_York')).toBe('2026-11-01T05:00:00.000Z');
      expect(clubHourToUtc('2026-11-01', 2, 'America/New_York')).toBe('2026-11-01T07:00:00.000Z');
      expect(clubHourToUtc('2026-11-01', 10, 'America/New_York')).toBe('2026-11-01T15:00:00.000Z');
    });
  });

  it('refuses hours outside 0-23, impossible dates and unknown zones', () => {
    expect(() => clubHourToUtc('2026-06-15', 24, 'UTC')).toThrow(RangeError);
    expect(() => clubHourToUtc('2026-06-15', -1, 'UTC')).toThrow(RangeError);
    expect(() => clubHourToUtc('2026-06-15', 1.5, 'UTC')).toThrow(RangeError);
    expect(() => clubHourToUtc('2026-02-30', 10, 'UTC')).toThrow(RangeError);
    expect(() => clubHourToUtc('2026-06-15', 10, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('utcToClubLocal', () => {
  it("reads the club's wall clock at an instant", () => {
    expect(utcToClubLocal('2026-06-15T08:30:00.000Z', 'Europe/Madrid')).toEqual({
      date: '2026-06-15',
      hour: 10,
      minute: 30,
    });
    expect(utcToClubLocal(new Date('2026-06-15T03:45:00Z'), 'America/New_York')).toEqual({
      date: '2026-06-14',
      hour: 23,
      minute: 45,
    });
    expect(utcToClubLocal('2026-06-15T10:00:00+02:00', 'UTC')).toEqual({
      date: '2026-06-15',
      hour: 8,
      minute: 0,
    });
  });

  it('jumps over the skipped hour on a spring-forward day', () => {
    expect(utcToClubLocal('2026-03-29T00:59:00Z', 'Europe/Madrid')).toEqual({
      date: '2026-03-29',
      hour: 1,
      minute: 59,
    });
    expect(utcToClubLocal('2026-03-29T01:00:00Z', 'Europe/Madrid')).toEqual({
      date: '2026-03-29',
      hour: 3,
      minute: 0,
    });
  });

  it('shows the repeated hour twice on a fall-back day', () => {
    const first = utcToClubLocal('2026-10-25T00:30:00Z', 'Europe/Madrid');
    const second = utcToClubLocal('2026-10-25T01:30:00Z', 'Europe/Madrid');
    expect(first).toEqual({ date: '2026-10-25', hour: 2, minute: 30 });
    expect(second).toEqual(first);
  });

  it('refuses an unreadable instant', () => {
    expect(() => utcToClubLocal('yesterday', 'UTC')).toThrow(RangeError);
  });
});

describe('round trips between club hours and instants', () => {
  const days = [
    ['Europe/Madrid', '2026-03-29', [2]],
    ['Europe/Madrid', '2026-10-25', []],
    ['Europe/Madrid', '2026-06-15', []],
    ['America/New_York', '2026-03-08', [2]],
    ['America/New_York', '2026-11-01', []],
    ['Asia/Tokyo', '2026-03-29', []],
    ['Australia/Sydney', '2026-10-04', [2]],
  ] as const;

  it.each(days)('%s %s: every hour maps back to itself; skipped: %j', (timeZone, date, skipped) => {
    const missing: number[] = [];
    for (let hour = 0; hour < 24; hour++) {
      const instant = clubHourToUtc(date, hour, timeZone);
      if (instant === null) missing.push(hour);
      else expect(utcToClubLocal(instant, timeZone)).toEqual({ date, hour, minute: 0 });
    }
    expect(missing).toEqual(skipped);
  });

  it('every UTC hour of a fall-back day maps to its first local occurrence', () => {
    const start = Date.parse('2026-10-24T22:00:00Z'); // Madrid 2026-10-25 00:00
    const instants = Array.from({ length: 25 }, (_, index) => start + index * 3_600_000);
    const back = instants.map((epochMs) => {
      const local = utcToClubLocal(new Date(epochMs), 'Europe/Madrid');
      return clubHourToUtc(local.date, local.hour, 'Europe/Madrid');
    });
    const expected = instants.map((epochMs) => new Date(epochMs).toISOString());
    // 01:00Z is the second 02:00 local, which resolves to the first one at 00:00Z.
    expected[3] = '2026-10-25T00:00:00.000Z';
    expect(back).toEqual(expected);
  });
});

describe('clubToday', () => {
  const now = new Date('2026-06-14T20:00:00Z');

  it("is the club's date, not the server's UTC date", () => {
    expect(clubToday('Asia/Tokyo', now)).toBe('2026-06-15');
    expect(clubToday('America/Los_Angeles', now)).toBe('2026-06-14');
    expect(clubToday('UTC', now)).toBe('2026-06-14');
  });

  it('turns over at local midnight', () => {
    expect(clubToday('Europe/Madrid', new Date('2026-06-14T21:59:59Z'))).toBe('2026-06-14');
    expect(clubToday('Europe/Madrid', new Date('2026-06-14T22:00:00Z'))).toBe('2026-06-15');
  });
});

describe('month helpers for the day strip', () => {
  it('lists every day of a month in order', () => {
    const june = monthDays('2026-06');
    expect(june).toHaveLength(30);
    expect(june[0]).toBe('2026-06-01');
    expect(june[29]).toBe('2026-06-30');
    expect(monthDays('2026-02')).toHaveLength(28);
    expect(monthDays('2024-02').at(-1)).toBe('2024-02-29');
    expect(monthDays('2026-12').at(-1)).toBe('2026-12-31');
  });

  it('refuses a malformed month', () => {
    expect(() => monthDays('2026-13')).toThrow(RangeError);
    expect(() => monthDays('2026-6')).toThrow(RangeError);
  });

  it('navigates months across year ends', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-06', 0)).toBe('2026-06');
    expect(shiftMonth('2026-06', -13)).toBe('2025-05');
  });

  it('finds the month of a date', () => {
    expect(monthOf('2026-03-29')).toBe('2026-03');
  });

  it('scrolls to today after 2 seconds (SPEC 9)', () => {
    expect(dayStripScrollDelayMs).toBe(2000);
  });
});

describe('hourLabel', () => {
  it('pads the hour and adds :00', () => {
    expect(hourLabel(0)).toBe('00:00');
    expect(hourLabel(9)).toBe('09:00');
    expect(hourLabel(22)).toBe('22:00');
  });
});

describe('schemas', () => {
  it('isoDateSchema accepts only real calendar dates', () => {
    expect(isoDateSchema.safeParse('2026-03-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2026-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2026-04-31').success).toBe(false);
    expect(isoDateSchema.safeParse('2026-13-01').success).toBe(false);
    expect(isoDateSchema.safeParse('2026-3-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2026-03-29T10:00').success).toBe(false);
  });

  it('isIsoDate answers as isoDateSchema does, without zod', () => {
    const dates = ['2026-03-29', '2024-02-29', '2000-02-29', '1900-02-29', '2026-02-29'];
    const bad = ['2026-04-31', '2026-13-01', '2026-00-10', '2026-3-29', '2026-03-29T10:00', ''];
    for (const value of [...dates, ...bad, '+02026-03-29', ' 2026-03-29', null, 20260329]) {
      expect(isIsoDate(value)).toBe(isoDateSchema.safeParse(value).success);
    }
  });

  it('hourMinuteSchema accepts HH:mm on a 24-hour clock', () => {
    for (const ok of ['00:00', '09:15', '22:00', '23:59']) {
      expect(hourMinuteSchema.safeParse(ok).success).toBe(true);
    }
    for (const bad of ['24:00', '9:00', '12:60', '12:5', '12:00:00', '']) {
      expect(hourMinuteSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('isoMonthSchema accepts YYYY-MM', () => {
    expect(isoMonthSchema.safeParse('2026-12').success).toBe(true);
    expect(isoMonthSchema.safeParse('2026-00').success).toBe(false);
    expect(isoMonthSchema.safeParse('2026-12-01').success).toBe(false);
  });

  it('timeZoneSchema accepts IANA zones only', () => {
    expect(timeZoneSchema.safeParse('Europe/Madrid').success).toBe(true);
    expect(timeZoneSchema.safeParse('America/New_York').success).toBe(true);
    expect(timeZoneSchema.safeParse('Mars/Olympus').success).toBe(false);
  });
});

describe('the dates a client may send', () => {
  const now = new Date('2026-05-10T12:00:00Z');

  it("spans a year back to just past the booking horizon, whatever the club's zone", () => {
    // 2026-07-09 is the horizon in UTC; a club ahead of UTC is a day on, and the day after
    // its horizon must still reach the booking rule.
    for (const date of ['2025-05-08', '2026-05-10', '2026-07-10', '2026-07-11'])
      expect(isWithinRequestWindow(date, now), date).toBe(true);
    for (const date of ['2025-05-06', '2026-07-12', '9999-12-31', '0000-01-01', '0001-01-01'])
      expect(isWithinRequestWindow(date, now), date).toBe(false);
  });

  it('names its first and last dates, for a date picker', () => {
    expect(requestWindowDates(now)).toEqual({ first: '2025-05-08', last: '2026-07-11' });
  });

  it('reaches on, for bookings and the days read to book, to a member’s farthest horizon', () => {
    // A plan opens up to 365 days ahead: 2027-05-10, and two days' slack for time zones.
    for (const date of ['2025-05-08', '2026-07-12', '2027-05-12'])
      expect(isWithinBookingWindow(date, now), date).toBe(true);
    for (const date of ['2025-05-06', '2027-05-13', '9999-12-31', '0001-01-01'])
      expect(isWithinBookingWindow(date, now), date).toBe(false);
    expect(bookingDateSchema.safeParse('9999-12-31').success).toBe(false);
  });

  it('is enforced by the request date schema', () => {
    expect(requestDateSchema.safeParse('9999-12-31').success).toBe(false);
    expect(requestDateSchema.safeParse(new Date().toISOString().slice(0, 10)).success).toBe(true);
  });

  it('holds for instants too, read on their UTC date whatever their offset', () => {
    for (const instant of [
      '2025-05-08T00:00:00Z',
      '2026-05-10T12:00:00+02:00',
      '2026-07-11T23:00:00Z',
      '2026-07-12T01:00:00+02:00',
    ])
      expect(isInstantWithinRequestWindow(instant, now), instant).toBe(true);
    for (const instant of [
      '2025-05-07T23:59:59Z',
      '2026-07-12T00:00:00Z',
      '2026-07-11T23:00:00-02:00',
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:00:00Z',
      'not an instant',
    ])
      expect(isInstantWithinRequestWindow(instant, now), instant).toBe(false);
  });

  it('is enforced by the request instant schema', () => {
    expect(requestInstantSchema.safeParse('9999-12-31T23:00:00Z').success).toBe(false);
    expect(requestInstantSchema.safeParse('0001-01-01T00:00:00Z').success).toBe(false);
    expect(requestInstantSchema.safeParse(new Date().toISOString()).success).toBe(true);
    expect(requestInstantSchema.safeParse(new Date().toISOString().slice(0, 10)).success).toBe(
      false,
    );
  });
});
