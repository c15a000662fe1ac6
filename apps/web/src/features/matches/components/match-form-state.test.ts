import { describe, expect, it } from 'vitest';
import { emptyMatchForm, toLocalHour, toMatchForm, type MatchFormState } from './match-form-state';

const filled = (patch: Partial<MatchFormState> = {}): MatchFormState => ({
  ...emptyMatchForm(new Date(2030, 0, 10, 17, 42)),
  gender: 'mix',
  club: 'club-1',
  courtType: 'indoor',
  ...patch,
});

describe('match form state', () => {
  it('starts on a whole hour: the one after now, since the current hour has begun', () => {
    expect(emptyMatchForm(new Date(2030, 0, 10, 17, 42, 13)).date).toBe('2030-01-10T18:00');
    expect(emptyMatchForm(new Date(2030, 0, 10, 23, 5)).date).toBe('2030-01-11T00:00');
    expect(toLocalHour(new Date(2030, 5, 1, 9, 59))).toBe('2030-06-01T09:00');
  });

  it('has nothing to send while a required field is missing or the levels are crossed', () => {
    expect(toMatchForm(emptyMatchForm())).toBeNull();
    expect(toMatchForm(filled({ gender: null }))).toBeNull();
    expect(toMatchForm(filled({ club: '' }))).toBeNull();
    expect(toMatchForm(filled({ courtType: null }))).toBeNull();
    expect(toMatchForm(filled({ date: '' }))).toBeNull();
    expect(toMatchForm(filled({ padelLevelMin: 3, padelLevelMax: 2.9 }))).toBeNull();
  });

  it('sends the start on the hour, whatever minutes were typed', () => {
    const form = toMatchForm(filled({ date: '2030-01-10T18:35', reservedSeats: 2 }));
    expect(form).toMatchObject({ gender: 'mix', club: 'club-1', reservedSeats: 2, duration: 60 });
    const start = new Date(form!.date);
    expect([start.getHours(), start.getMinutes(), start.getSeconds()]).toEqual([18, 0, 0]);
  });
});
