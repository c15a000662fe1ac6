import { describe, expect, it } from 'vitest';
import {
  bookableWindow,
  bookingDurationQuerySchema,
  bookingDurationSchema,
  bookingDurations,
  checkSlotChoice,
  clubDaySlots,
  daySlots,
  existingBookingSchema,
  hourOfStartTime,
  halfHoursClaimed,
  minuteOfTime,
  onSale,
  saleTermsSchema,
  timeOfMinute,
  openSlotStarts,
  loginErrorToastDurationMs,
  slotTimes,
  slotToastTexts,
  toastDurationMs,
  toastPosition,
  type BookingDuration,
  type DaySlotsInput,
  type ExistingBooking,
  type Slot,
  type SlotState,
} from './slots.js';

const date = '2026-06-15';
const timeZone = 'Europe/Madrid';
const longBefore = new Date('2026-06-01T00:00:00Z');

function slotsFor(overrides: Partial<DaySlotsInput> = {}): Slot[] {
  return daySlots({ date, duration: 60, bookings: [], timeZone, now: longBefore, ...overrides });
}

function booking(startTime: string, duration: BookingDuration, on = date): ExistingBooking {
  return { date: on, startTime, duration };
}

/** The state of each hour, as a compact 24-character string: b booked, a available, u unavailable. */
function stateLine(slots: readonly Slot[]): string {
  const letter: Record<SlotState, string> = { booked: 'b', available: 'a', unavailable: 'u' };
  return slots.map((slot) => letter[slot.state]).join('');
}

function stateAt(slots: readonly Slot[], hour: number): SlotState | undefined {
  return slots.find((slot) => slot.start === hour * 60)?.state;
}

/** Hours in the given state, for readable expectations. */
function hoursIn(slots: readonly Slot[], state: SlotState): number[] {
  return slots.filter((slot) => slot.state === state).map((slot) => slot.start / 60);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

describe('constants (SPEC 5 and 9)', () => {
  it('has the bookable window 6..22 and the durations 60 and 120', () => {
    expect(bookableWindow).toEqual({ firstHour: 6, lastHour: 22 });
    expect(bookingDurations).toEqual([60, 90, 120]);
  });

  it('shows toasts at the top for 1.5 s and the login error for 5 s', () => {
    expect(toastDurationMs).toBe(1500);
    expect(toastPosition).toBe('top');
    expect(loginErrorToastDurationMs).toBe(5000);
  });

  it('keeps the wording of each booking toast', () => {
    expect(slotToastTexts.selectDuration).toEqual({
      header: 'Select Duration',
      message: 'Select duration for booking',
    });
    expect(slotToastTexts.selectHour).toEqual({
      header: 'Select Hour',
      message: 'Select hour for booking',
    });
    expect(slotToastTexts.alreadyBooked.message).toBe('Already Booked');
    expect(slotToastTexts.notAvailable.message).toBe('Not available');
  });
});

describe('durations', () => {
  it('bookingDurationSchema accepts the numbers 60, 90 and 120 only', () => {
    expect(bookingDurationSchema.parse(60)).toBe(60);
    expect(bookingDurationSchema.parse(90)).toBe(90);
    expect(bookingDurationSchema.parse(120)).toBe(120);
    for (const bad of [30, 0, 180, '60', null]) {
      expect(bookingDurationSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('bookingDurationQuerySchema also turns the strings 60, 90 and 120 into numbers', () => {
    expect(bookingDurationQuerySchema.parse('60')).toBe(60);
    expect(bookingDurationQuerySchema.parse('90')).toBe(90);
    expect(bookingDurationQuerySchema.parse('120')).toBe(120);
    expect(bookingDurationQuerySchema.parse(120)).toBe(120);
    for (const bad of ['30', '', ' 60', '60.0', 'all']) {
      expect(bookingDurationQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('halfHoursClaimed lists the half hours a booking occupies, in minutes of the day', () => {
    expect(halfHoursClaimed(600, 60)).toEqual([600, 630]);
    expect(halfHoursClaimed(1170, 90)).toEqual([1170, 1200, 1230]);
    expect(halfHoursClaimed(600, 120)).toEqual([600, 630, 660, 690]);
  });

  it('slotTimes gives the start and end the payment screen carries', () => {
    expect(slotTimes(9 * 60, 120)).toEqual({ startTime: '09:00', endTime: '11:00' });
    expect(slotTimes(21 * 60, 120)).toEqual({ startTime: '21:00', endTime: '23:00' });
    expect(slotTimes(22 * 60, 60)).toEqual({ startTime: '22:00', endTime: '23:00' });
    expect(slotTimes(19 * 60 + 30, 90)).toEqual({ startTime: '19:30', endTime: '21:00' });
    expect(slotTimes(22 * 60 + 30, 90)).toEqual({ startTime: '22:30', endTime: '00:00' });
  });

  it('reads and writes times of day as minutes', () => {
    expect(minuteOfTime('19:30')).toBe(1170);
    expect(minuteOfTime('00:00')).toBe(0);
    expect(timeOfMinute(1170)).toBe('19:30');
    expect(timeOfMinute(1440 + 30)).toBe('00:30');
  });

  it("sells what a club's terms list: its lengths, on its starts", () => {
    const halfHourly = { lengths: [90], startEvery: 30 } as const;
    expect(onSale(halfHourly, 1170, 90)).toBe(true);
    expect(onSale(halfHourly, 1170, 60)).toBe(false);
    const hourly = { lengths: [60, 90], startEvery: 60 } as const;
    expect(onSale(hourly, 1200, 90)).toBe(true);
    expect(onSale(hourly, 1170, 90)).toBe(false);
  });

  it('saleTermsSchema takes each length once, and at least one', () => {
    expect(saleTermsSchema.parse({ lengths: [120, 60], startEvery: 30 })).toEqual({
      lengths: [120, 60],
      startEvery: 30,
    });
    for (const bad of [
      { lengths: [], startEvery: 60 },
      { lengths: [60, 60], startEvery: 60 },
      { lengths: [45], startEvery: 60 },
      { lengths: [60], startEvery: 15 },
    ])
      expect(saleTermsSchema.safeParse(bad).success).toBe(false);
  });
});

describe('existing bookings (SPEC 3)', () => {
  it('takes the hour from the first two characters of startTime', () => {
    expect(hourOfStartTime('09:00')).toBe(9);
    expect(hourOfStartTime('18:30')).toBe(18);
  });

  it('validates the shape the server sends', () => {
    expect(existingBookingSchema.parse(booking('10:00', 120))).toEqual({
      date,
      startTime: '10:00',
      duration: 120,
    });
    expect(existingBookingSchema.safeParse(booking('25:00', 60)).success).toBe(false);
    expect(
      existingBookingSchema.safeParse({ date, startTime: '10:00', duration: 45 }).success,
    ).toBe(false);
  });
});

describe('daySlots', () => {
  it('returns 24 hourly slots labelled HH:00', () => {
    const slots = slotsFor();
    expect(slots).toHaveLength(24);
    expect(slots.map((slot) => slot.start / 60)).toEqual(range(0, 23));
    expect(slots[0]?.label).toBe('00:00');
    expect(slots[9]?.label).toBe('09:00');
    expect(slots[23]?.label).toBe('23:00');
  });

  describe('bookable window 6..22', () => {
    it('60 minutes: hours before 6 and after 22 are unavailable, 6 and 22 are available', () => {
      const slots = slotsFor();
      expect(stateLine(slots)).toBe('uuuuuu' + 'a'.repeat(17) + 'u');
      expect(stateAt(slots, 5)).toBe('unavailable');
      expect(stateAt(slots, 6)).toBe('available');
      expect(stateAt(slots, 22)).toBe('available');
      expect(stateAt(slots, 23)).toBe('unavailable');
    });

    it('120 minutes: 21 is the last start, since 22 would run past the window', () => {
      const slots = slotsFor({ duration: 120 });
      expect(hoursIn(slots, 'available')).toEqual(range(6, 21));
      expect(stateAt(slots, 21)).toBe('available');
      expect(stateAt(slots, 22)).toBe('unavailable');
      expect(stateAt(slots, 23)).toBe('unavailable');
    });
  });

  describe('existing bookings', () => {
    it('a 60-minute booking marks its hour booked', () => {
      const slots = slotsFor({ bookings: [booking('10:00', 60)] });
      expect(hoursIn(slots, 'booked')).toEqual([10]);
      expect(stateAt(slots, 9)).toBe('available');
      expect(stateAt(slots, 11)).toBe('available');
    });

    it('a 120-minute booking also marks the following hour booked', () => {
      const slots = slotsFor({ bookings: [booking('10:00', 120)] });
      expect(hoursIn(slots, 'booked')).toEqual([10, 11]);
      expect(stateAt(slots, 12)).toBe('available');
    });

    it('a 120-minute booking at 21 covers 21 and 22', () => {
      const slots = slotsFor({ bookings: [booking('21:00', 120)] });
      expect(hoursIn(slots, 'booked')).toEqual([21, 22]);
    });

    it('a booking from the half hour takes the half hours it covers, on an hourly grid too', () => {
      const slots = slotsFor({ bookings: [booking('18:30', 60)] });
      // 18:30-19:30: the hour from 19:00 starts booked; the hour from 18:00 runs into it.
      expect(hoursIn(slots, 'booked')).toEqual([19]);
      expect(stateAt(slots, 18)).toBe('unavailable');
      expect(stateAt(slots, 20)).toBe('available');
    });

    it('ignores bookings of other days', () => {
      const slots = slotsFor({ bookings: [booking('10:00', 120, '2026-06-16')] });
      expect(hoursIn(slots, 'booked')).toEqual([]);
    });
  });

  describe('120 minutes selected', () => {
    it('a free hour immediately followed by a booked hour is unavailable', () => {
      const slots = slotsFor({ duration: 120, bookings: [booking('10:00', 60)] });
      expect(stateAt(slots, 8)).toBe('available');
      expect(stateAt(slots, 9)).toBe('unavailable');
      expect(stateAt(slots, 10)).toBe('booked');
      expect(stateAt(slots, 11)).toBe('available');
    });

    it('the same free hour stays available for 60 minutes', () => {
      const slots = slotsFor({ duration: 60, bookings: [booking('10:00', 60)] });
      expect(stateAt(slots, 9)).toBe('available');
    });

    it('around an existing 120-minute booking', () => {
      const slots = slotsFor({ duration: 120, bookings: [booking('10:00', 120)] });
      expect(stateLine(slots).slice(8, 14)).toBe('aubbaa');
    });

    it('21 is unavailable when 22 is booked', () => {
      const slots = slotsFor({ duration: 120, bookings: [booking('22:00', 60)] });
      expect(stateAt(slots, 20)).toBe('available');
      expect(stateAt(slots, 21)).toBe('unavailable');
      expect(stateAt(slots, 22)).toBe('booked');
    });

    it('a free hour between two bookings is unavailable for 120 but available for 60', () => {
      const bookings = [booking('09:00', 60), booking('11:00', 60)];
      expect(stateAt(slotsFor({ duration: 120, bookings }), 10)).toBe('unavailable');
      expect(stateAt(slotsFor({ duration: 60, bookings }), 10)).toBe('available');
    });
  });

  describe("past hours, in the club's time zone", () => {
    it('an hour that has started today is unavailable; the next one is available', () => {
      // 10:30 in Madrid (summer time, UTC+2).
      const slots = slotsFor({ now: new Date('2026-06-15T08:30:00Z') });
      expect(hoursIn(slots, 'available')).toEqual(range(11, 22));
    });

    it('an hour is past from its first second', () => {
      const atTen = slotsFor({ now: new Date('2026-06-15T08:00:00Z') });
      expect(stateAt(atTen, 10)).toBe('unavailable');
      const justBefore = slotsFor({ now: new Date('2026-06-15T07:59:59.999Z') });
      expect(stateAt(justBefore, 10)).toBe('available');
    });

    it('uses the club clock east of UTC (Tokyo, 11:30 local at 02:30 UTC)', () => {
      const slots = slotsFor({ timeZone: 'Asia/Tokyo', now: new Date('2026-06-15T02:30:00Z') });
      expect(hoursIn(slots, 'available')).toEqual(range(12, 22));
    });

    it('uses the club clock west of UTC (Los Angeles, 09:30 local at 16:30 UTC)', () => {
      const slots = slotsFor({
        timeZone: 'America/Los_Angeles',
        now: new Date('2026-06-15T16:30:00Z'),
      });
      expect(hoursIn(slots, 'available')).toEqual(range(10, 22));
    });

    it("a day already over in the club's zone is unavailable even if UTC has not reached it", () => {
      // 20:00 UTC on the 14th is 05:00 on the 15th in Tokyo: the 14th is over there.
      const now = new Date('2026-06-14T20:00:00Z');
      const tokyo = slotsFor({ date: '2026-06-14', timeZone: 'Asia/Tokyo', now });
      expect(hoursIn(tokyo, 'available')).toEqual([]);
      const tokyoTomorrow = slotsFor({ date: '2026-06-15', timeZone: 'Asia/Tokyo', now });
      expect(hoursIn(tokyoTomorrow, 'available')).toEqual(range(6, 22));
    });

    it('whole past days are unavailable', () => {
      const slots = slotsFor({ date: '2026-06-14', now: new Date('2026-06-15T03:00:00Z') });
      expect(hoursIn(slots, 'available')).toEqual([]);
      expect(hoursIn(slots, 'unavailable')).toEqual(range(0, 23));
    });

    it('future days are fully open', () => {
      const slots = slotsFor({ date: '2026-06-16', now: new Date('2026-06-15T20:59:00Z') });
      expect(hoursIn(slots, 'available')).toEqual(range(6, 22));
    });

    it('a booked hour stays booked when it is past, so the owner still sees it', () => {
      const slots = slotsFor({
        bookings: [booking('08:00', 120)],
        now: new Date('2026-06-15T08:30:00Z'),
      });
      expect(hoursIn(slots, 'booked')).toEqual([8, 9]);
      expect(stateAt(slots, 10)).toBe('unavailable');
    });

    it('with 120 minutes, a start after now whose hours are free is available', () => {
      const slots = slotsFor({ duration: 120, now: new Date('2026-06-15T08:30:00Z') });
      expect(hoursIn(slots, 'available')).toEqual(range(11, 21));
    });
  });

  describe('daylight-saving days', () => {
    it('Madrid spring forward 2026-03-29: at 10:30 local (08:30Z) hour 10 has started', () => {
      // A fixed winter offset would read 09:30 and wrongly offer 10:00.
      const slots = slotsFor({
        date: '2026-03-29',
        now: new Date('2026-03-29T08:30:00Z'),
      });
      expect(stateAt(slots, 10)).toBe('unavailable');
      expect(hoursIn(slots, 'available')).toEqual(range(11, 22));
    });

    it('Madrid fall back 2026-10-25: at 10:30 local (09:30Z) hour 10 has started, 11 is open', () => {
      // A fixed summer offset would read 11:30 and wrongly close 11:00.
      const slots = slotsFor({
        date: '2026-10-25',
        now: new Date('2026-10-25T09:30:00Z'),
      });
      expect(stateAt(slots, 10)).toBe('unavailable');
      expect(stateAt(slots, 11)).toBe('available');
    });

    it('New York spring forward 2026-03-08: the skipped 02:00 is unavailable and the window is whole', () => {
      const slots = slotsFor({
        date: '2026-03-08',
        timeZone: 'America/New_York',
        now: new Date('2026-03-01T00:00:00Z'),
      });
      expect(stateAt(slots, 2)).toBe('unavailable');
      expect(hoursIn(slots, 'available')).toEqual(range(6, 22));
    });

    it('New York fall back 2026-11-01: at 10:00 EST (15:00Z) hour 10 has started', () => {
      const slots = slotsFor({
        date: '2026-11-01',
        timeZone: 'America/New_York',
        now: new Date('2026-11-01T15:00:00Z'),
      });
      expect(stateAt(slots, 10)).toBe('unavailable');
      expect(stateAt(slots, 11)).toBe('available');
    });

    it('hours that do not exist in the club zone are unavailable even inside the window', () => {
      // Samoa skipped 2011-12-30 altogether.
      const slots = slotsFor({
        date: '2011-12-30',
        timeZone: 'Pacific/Apia',
        now: new Date('2011-01-01T00:00:00Z'),
      });
      expect(hoursIn(slots, 'available')).toEqual([]);
      const nextDay = slotsFor({
        date: '2011-12-31',
        timeZone: 'Pacific/Apia',
        now: new Date('2011-01-01T00:00:00Z'),
      });
      expect(hoursIn(nextDay, 'available')).toEqual(range(6, 22));
    });
  });
});

describe('clubDaySlots', () => {
  const base = { date, duration: 60 as const, timeZone, now: longBefore };

  it('an hour is available while some court is free', () => {
    const slots = clubDaySlots({ ...base, courtsBookings: [[booking('10:00', 60)], []] });
    expect(stateAt(slots, 10)).toBe('available');
  });

  it('an hour is booked when every court is booked', () => {
    const slots = clubDaySlots({
      ...base,
      courtsBookings: [[booking('10:00', 60)], [booking('09:00', 120)]],
    });
    expect(hoursIn(slots, 'booked')).toEqual([10]);
    expect(stateAt(slots, 9)).toBe('available');
    expect(stateAt(slots, 11)).toBe('available');
  });

  it('an hour is unavailable when no court can take it and not all are booked', () => {
    const slots = clubDaySlots({
      ...base,
      duration: 120,
      courtsBookings: [[booking('10:00', 60)], [booking('11:00', 60)]],
    });
    // Court one is booked at 10; court two is free at 10 but booked at 11.
    expect(stateAt(slots, 10)).toBe('unavailable');
    // Court two can take 9-11, court one 11-13.
    expect(stateAt(slots, 9)).toBe('available');
    expect(stateAt(slots, 11)).toBe('available');
  });

  it('keeps the window and past-hour rules', () => {
    const slots = clubDaySlots({
      ...base,
      now: new Date('2026-06-15T08:30:00Z'),
      courtsBookings: [[], []],
    });
    expect(hoursIn(slots, 'available')).toEqual(range(11, 22));
  });

  it('a club without courts offers nothing', () => {
    const slots = clubDaySlots({ ...base, courtsBookings: [] });
    expect(hoursIn(slots, 'unavailable')).toEqual(range(0, 23));
  });
});

describe('daySlots every half hour', () => {
  const ninety = (bookings: ExistingBooking[]) =>
    daySlots({ date, duration: 90, startEvery: 30, bookings, timeZone, now: longBefore });
  const stateOf = (slots: readonly Slot[], label: string) =>
    slots.find((slot) => slot.label === label)?.state;

  it('has 48 slots labelled HH:00 and HH:30', () => {
    const slots = ninety([]);
    expect(slots).toHaveLength(48);
    expect(slots.slice(38, 40).map((slot) => slot.label)).toEqual(['19:00', '19:30']);
  });

  it('fits 90-minute games around a booking from 19:30 to 21:00, touching it at both ends', () => {
    const slots = ninety([booking('19:30', 90)]);
    expect(stateOf(slots, '18:00')).toBe('available'); // 18:00-19:30
    expect(stateOf(slots, '18:30')).toBe('unavailable'); // would run to 20:00
    expect(stateOf(slots, '19:30')).toBe('booked');
    expect(stateOf(slots, '20:30')).toBe('booked');
    expect(stateOf(slots, '21:00')).toBe('available'); // 21:00-22:30
    expect(stateOf(slots, '21:30')).toBe('available'); // 21:30-23:00, the window's end
    expect(stateOf(slots, '22:00')).toBe('unavailable'); // would run past 23:00
  });
});

describe('checkSlotChoice (SPEC 5 toasts)', () => {
  const slots = slotsFor({ duration: 120, bookings: [booking('10:00', 60)] });

  it("asks for the duration first: 'Select Duration'", () => {
    expect(checkSlotChoice(slots, {})).toEqual({ kind: 'error', toast: 'selectDuration' });
    expect(checkSlotChoice(slots, { start: 480, duration: null })).toEqual({
      kind: 'error',
      toast: 'selectDuration',
    });
  });

  it("then the hour: 'Select Hour'", () => {
    expect(checkSlotChoice(slots, { duration: 120 })).toEqual({
      kind: 'error',
      toast: 'selectHour',
    });
    expect(checkSlotChoice(slots, { duration: 120, start: null })).toEqual({
      kind: 'error',
      toast: 'selectHour',
    });
  });

  it("a booked slot: 'Already Booked'", () => {
    expect(checkSlotChoice(slots, { duration: 120, start: 600 })).toEqual({
      kind: 'error',
      toast: 'alreadyBooked',
    });
  });

  it("an unavailable slot: 'Not available'", () => {
    for (const hour of [0, 5, 9, 22, 23]) {
      expect(checkSlotChoice(slots, { duration: 120, start: hour * 60 })).toEqual({
        kind: 'error',
        toast: 'notAvailable',
      });
    }
  });

  it("an hour that is not on the grid: 'Not available'", () => {
    expect(checkSlotChoice(slots, { duration: 120, start: 1440 })).toEqual({
      kind: 'error',
      toast: 'notAvailable',
    });
  });

  it('an available slot is ok', () => {
    expect(checkSlotChoice(slots, { duration: 120, start: 480 })).toEqual({ kind: 'ok' });
    expect(checkSlotChoice(slots, { duration: 120, start: 1260 })).toEqual({ kind: 'ok' });
  });

  it('the server re-check refuses a start at 22 for 120 minutes and accepts it for 60', () => {
    const for120 = slotsFor({ duration: 120 });
    const for60 = slotsFor({ duration: 60 });
    expect(checkSlotChoice(for120, { duration: 120, start: 1320 })).toEqual({
      kind: 'error',
      toast: 'notAvailable',
    });
    expect(checkSlotChoice(for60, { duration: 60, start: 1320 })).toEqual({ kind: 'ok' });
  });
});

describe('openSlotStarts', () => {
  // The single-slot rule the server books by must agree with the grid the client shows.
  const days = [
    { date: '2026-03-29', timeZone: 'Europe/Madrid' }, // clocks skip 02:00
    { date: '2026-10-25', timeZone: 'Europe/Madrid' }, // clocks repeat 02:00
    { date, timeZone: 'Asia/Dubai' },
  ];
  const moments = [longBefore, new Date('2026-06-15T14:30:00Z'), new Date('2026-12-01T00:00:00Z')];

  it('opens exactly the slots daySlots shows as available, at their UTC hours', () => {
    for (const day of days)
      for (const now of moments)
        for (const duration of bookingDurations) {
          const grid = daySlots({ ...day, duration, bookings: [], now });
          for (const slot of grid) {
            const starts = openSlotStarts(
              { date: day.date, start: slot.start, duration },
              day.timeZone,
              now,
            );
            expect(starts !== null, `${day.date} ${slot.label} ${duration}`).toBe(
              slot.state === 'available',
            );
            if (starts) expect(starts).toHaveLength(duration / 30);
          }
        }
  });

  it('answers the UTC instants of a Madrid summer evening', () => {
    const starts = openSlotStarts({ date, start: 18 * 60, duration: 120 }, timeZone, longBefore);
    expect(starts).toEqual([
      '2026-06-15T16:00:00.000Z',
      '2026-06-15T16:30:00.000Z',
      '2026-06-15T17:00:00.000Z',
      '2026-06-15T17:30:00.000Z',
    ]);
  });
});
