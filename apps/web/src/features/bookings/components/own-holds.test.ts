import { describe, expect, it } from 'vitest';
import { aMyBooking } from '../../../test/booking-fixtures';
import { halfHoursHeld, holdsOfDay, minutesLeft } from './own-holds';

const now = new Date('2026-11-20T08:00:00Z');
const hold = (overrides: Parameters<typeof aMyBooking>[0] = {}) =>
  aMyBooking({
    status: 'held',
    paymentStatus: 'pending',
    holdExpiresAt: '2026-11-20T08:07:30Z',
    ...overrides,
  });

describe('own holds', () => {
  it('counts the minutes left, rounding up, and none once lapsed', () => {
    expect(minutesLeft(hold(), now)).toBe(8);
    expect(minutesLeft(hold({ holdExpiresAt: '2026-11-20T07:59:00Z' }), now)).toBe(0);
    expect(minutesLeft(hold({ holdExpiresAt: null }), now)).toBe(0);
  });

  it("keeps the live holds of the day's shown courts", () => {
    const holds = [
      hold({ id: 'kept' }),
      hold({ id: 'other-day', date: '2026-11-22' }),
      hold({ id: 'other-court', court: { ...hold().court, id: 'court-9' } }),
      hold({ id: 'lapsed', holdExpiresAt: '2026-11-20T07:00:00Z' }),
    ];
    expect(holdsOfDay(holds, '2026-11-21', ['court-1'], now).map(({ id }) => id)).toEqual(['kept']);
  });

  it('marks every half hour of a hold, from a half-hour start too', () => {
    const long = hold({ id: 'long', startTime: '18:00', endTime: '20:00', duration: 120 });
    const late = hold({ id: 'late', startTime: '20:30', endTime: '22:00', duration: 90 });
    const held = [...halfHoursHeld([long, late]).entries()].map(([start, { id }]) => [start, id]);
    expect(held).toEqual([
      [18 * 60, 'long'],
      [18 * 60 + 30, 'long'],
      [19 * 60, 'long'],
      [19 * 60 + 30, 'long'],
      [20 * 60 + 30, 'late'],
      [21 * 60, 'late'],
      [21 * 60 + 30, 'late'],
    ]);
  });
});
