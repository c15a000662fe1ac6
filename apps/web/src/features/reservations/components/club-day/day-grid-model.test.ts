import { describe, expect, it } from 'vitest';
import { aCell, aClubDay } from '../../test-data';
import { freeStarts, gridRows, type GridRow } from './day-grid-model';

const date = '2030-06-14';
// The evening before, on the club's clock: every hour of the day is still to come.
const now = new Date('2030-06-13T18:00:00Z');
const opening = { weekday: 5, open: true, firstHour: 8, lastHour: 20 };
const allDay = Array.from({ length: 24 }, (_, hour) => hour);

const states = (rows: GridRow[], court = 0) =>
  rows.map((row) => {
    const cell = row.cells[court]!;
    return `${row.label} ${cell.state === 'closed' ? `closed:${cell.reason}` : cell.state}`;
  });

describe("the owner's day grid", () => {
  it('draws the opening hours the owner set, not the whole bookable window', () => {
    const rows = gridRows(aClubDay(date, [], { opening }), now, 60);
    expect(rows.map((row) => row.label)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
    ]);
    expect(rows.every((row) => row.cells.every((cell) => cell.state === 'free'))).toBe(true);
  });

  it("draws a closure's hours closed with its reason: no walk-in can start there", () => {
    const day = aClubDay(date, [], {
      opening,
      courts: [
        { courtId: 'court-1', hours: allDay, reason: 'Local holiday' },
        { courtId: 'court-2', hours: allDay, reason: 'Local holiday' },
        { courtId: 'court-3', hours: [0, 1, 2, 3, 4, 5, 6, 7, 21, 22, 23], reason: null },
      ],
    });
    const rows = gridRows(day, now, 60);
    expect(rows).toHaveLength(13);
    expect(states(rows, 1).slice(0, 2)).toEqual([
      '08:00 closed:Local holiday',
      '09:00 closed:Local holiday',
    ]);
    expect(freeStarts(rows, 0, 60, 60)).toEqual([]);
    expect(freeStarts(rows, 2, 60, 60)).toHaveLength(13);
  });

  it('draws an hour closed by the opening hours closed without a reason, and past hours closed', () => {
    const day = aClubDay(date, [], {
      opening,
      courts: [{ courtId: 'court-1', hours: [8, 9], reason: null }],
    });
    expect(states(gridRows(day, now, 60)).slice(0, 3)).toEqual([
      '08:00 closed:null',
      '09:00 closed:null',
      '10:00 free',
    ]);
    const atNoon = new Date('2030-06-14T10:30:00Z');
    expect(states(gridRows(day, atNoon, 60)).slice(3, 6)).toEqual([
      '11:00 closed:null',
      '12:00 closed:null',
      '13:00 free',
    ]);
  });

  it('still shows what holds an hour outside the opening hours', () => {
    const day = aClubDay(date, [aCell(6, { name: 'Early bird' })], {
      opening,
      courts: [{ courtId: 'court-2', hours: [6, 7], reason: null }],
    });
    const rows = gridRows(day, now, 60);
    expect(rows[0]!.label).toBe('06:00');
    expect(rows[0]!.cells[0]).toMatchObject({ state: 'taken', occupant: { name: 'Early bird' } });
    expect(states(rows, 1).slice(0, 3)).toEqual([
      '06:00 closed:null',
      '07:00 closed:null',
      '08:00 free',
    ]);
  });

  it('draws half-hour rows, with a booking from the half hour in each of its rows', () => {
    const cells = ['19:30', '20:00', '20:30'].map((startTime) =>
      aCell(19, { startTime, from: '19:30', to: '21:00', name: 'Late' }),
    );
    const rows = gridRows(aClubDay(date, cells, { opening }), now, 30);
    expect(rows).toHaveLength(26);
    expect(rows.at(-1)!.label).toBe('20:30');
    expect(states(rows).slice(22)).toEqual([
      '19:00 free',
      '19:30 taken',
      '20:00 taken',
      '20:30 taken',
    ]);
    // 90 minutes fit where three half hours are free; on the hour only, every other start.
    expect(freeStarts(rows, 0, 90, 30).slice(-3)).toEqual([17 * 60, 17 * 60 + 30, 18 * 60]);
    expect(freeStarts(rows, 0, 90, 60).slice(-2)).toEqual([17 * 60, 18 * 60]);
    expect(freeStarts(rows, 1, 120, 30).at(-1)).toBe(19 * 60);
  });

  it('fits 90 minutes on the hour in hourly rows up to the end of the opening hours', () => {
    const rows = gridRows(aClubDay(date, [aCell(12)], { opening }), now, 60);
    const starts = freeStarts(rows, 0, 90, 60);
    expect(starts).not.toContain(11 * 60);
    expect(starts).toContain(13 * 60);
    expect(starts.at(-1)).toBe(19 * 60);
  });

  it('draws no hour on a day the club does not open and nothing is on', () => {
    const closedDay = { ...opening, open: false };
    expect(gridRows(aClubDay(date, [], { opening: closedDay }), now, 60)).toEqual([]);
  });
});
