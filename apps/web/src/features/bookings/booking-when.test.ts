import { describe, expect, it } from 'vitest';
import { bookingWhen } from './booking-when';
import { slotStartsAt } from './cancellation-text';

describe('when a booking starts', () => {
  it('names the hour alone on the hour, and keeps the minutes of a half-hour start', () => {
    expect(bookingWhen('2026-11-21', '18:00', 'en')).toBe('Sat | 21/11 | 6 pm');
    expect(bookingWhen('2026-11-21', '19:30', 'en')).toBe('Sat | 21/11 | 7:30 pm');
  });

  it('finds the instant of a half-hour start on the club’s clock', () => {
    expect(slotStartsAt('2026-11-21', '19:30', 'Africa/Cairo')).toBe('2026-11-21T17:30:00.000Z');
    expect(slotStartsAt('2026-11-21', '19:00', 'Africa/Cairo')).toBe('2026-11-21T17:00:00.000Z');
  });
});
