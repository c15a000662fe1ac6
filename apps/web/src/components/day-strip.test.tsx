import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DayStrip } from './day-strip';

function rect(left: number, width: number): DOMRect {
  return {
    left,
    width,
    right: left + width,
    top: 0,
    bottom: 60,
    height: 60,
    x: left,
    y: 0,
  } as DOMRect;
}

describe('Day strip', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the month's days, marks today and the chosen day, and reports a tap", () => {
    const onChange = vi.fn();
    render(<DayStrip value="2026-11-21" today="2026-11-20" onChange={onChange} disablePast />);

    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    const days = screen.getAllByRole('button', { name: /2026$/ });
    expect(days).toHaveLength(30);
    expect(days[20]?.textContent).toBe('Sat 21');
    expect(days[20]?.getAttribute('aria-pressed')).toBe('true');
    expect(days[19]?.getAttribute('aria-current')).toBe('date');
    // Past days cannot be chosen, nor the months before this one.
    expect(days[18]).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Sun 22, Sunday, November 22, 2026' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-22');

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /2026$/ })).toHaveLength(31);
  });

  it('moves the selected day with the month, within the days that can be chosen', () => {
    const onChange = vi.fn();
    render(<DayStrip value="2026-11-30" today="2026-11-20" onChange={onChange} disablePast />);
    const next = screen.getByRole('button', { name: 'Next month' });
    const previous = screen.getByRole('button', { name: 'Previous month' });

    fireEvent.click(next);
    expect(onChange).toHaveBeenLastCalledWith('2026-12-30');
    fireEvent.click(next);
    // January's 30th is past the horizon (60 days after 20 November): its last open day.
    expect(onChange).toHaveBeenLastCalledWith('2027-01-19');
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith('2026-11-30');
  });

  it('keeps the selected day on a chosen day when the month is shorter or already past', () => {
    const onChange = vi.fn();
    render(<DayStrip value="2026-12-31" today="2026-12-20" onChange={onChange} disablePast />);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onChange).toHaveBeenLastCalledWith('2027-01-31');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onChange).toHaveBeenLastCalledWith('2027-02-18');
  });

  it('offers no day past the booking horizon, 60 days after today', () => {
    render(<DayStrip value="2026-11-21" today="2026-11-20" onChange={() => undefined} />);
    const next = screen.getByRole('button', { name: 'Next month' });
    fireEvent.click(next);
    fireEvent.click(next);

    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeTruthy();
    const days = screen.getAllByRole('button', { name: /2027$/ });
    expect(days[18]?.textContent).toBe('Tue 19');
    expect(days[18]).toHaveProperty('disabled', false);
    expect(days[19]).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', true);
  });

  it('scrolls the chosen day into the middle of the strip 2 s after it appears', () => {
    vi.useFakeTimers();
    render(<DayStrip value="2026-11-21" today="2026-11-20" onChange={() => undefined} />);
    const strip = screen.getByRole('group', { name: 'Days' });
    const chosen = screen.getByRole('button', { name: 'Sat 21, Saturday, November 21, 2026' });
    vi.spyOn(strip, 'getBoundingClientRect').mockReturnValue(rect(0, 390));
    vi.spyOn(chosen, 'getBoundingClientRect').mockReturnValue(rect(1200, 52));

    act(() => vi.advanceTimersByTime(1999));
    expect(strip.scrollLeft).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    // The day's centre (1226) moves to the strip's centre (195).
    expect(strip.scrollLeft).toBe(1031);
  });
});
