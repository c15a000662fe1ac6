import { halfHourStarts } from '@courtside/shared/rules';
import { describe, expect, it } from 'vitest';
import { aCell, aClubDay } from '../../test-data';
import { freeStarts, gridRows, type GridRow } from './day-grid-model';

const date = '2030-06-14';
// The evening before, on the club's clock: every hour of the day is still to come.
const now = new Date('2030-06-13T18:00:00Z');
const opening = { weekday: 5, open: true, opens: '08:00', closes: '21:00' };
const allDay = halfHourStarts('00:00', '24:00');

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
        { courtId: 'court-1', halfHours: allDay, reason: 'Local holiday' },
        { courtId: 'court-2', halfHours: allDay, reason: 'Local holiday' },
        {
          courtId: 'court-3',
          halfHours: [...halfHourStarts('00:00', '08:00'), ...halfHourStarts('21:00', '24:00')],
          reason: null,
        },
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
      courts: [{ courtId: 'court-1', halfHours: halfHourStarts('08:00', '10:00'), reason: null }],
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
      courts: [{ courtId: 'court-2', halfHours: halfHourStarts('06:00', '08:00'), reason: null }],
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

  it('starts and ends on the half hour the club opens and closes, rows on the club’s starts', () => {
    const halfPast = { ...opening, opens: '08:30', closes: '21:30' };
    const closedOutside = {
      courtId: 'court-1',
      halfHours: [...halfHourStarts('00:00', '08:30'), ...halfHourStarts('21:30', '24:00')],
      reason: null,
    };
    const day = aClubDay(date, [], { opening: halfPast, courts: [closedOutside] });
    const halfHourRows = gridRows(day, now, 30);
    expect(halfHourRows[0]!.label).toBe('08:30');
    expect(halfHourRows.at(-1)!.label).toBe('21:00');
    expect(states(halfHourRows).slice(0, 2)).toEqual(['08:30 free', '09:00 free']);
    expect(freeStarts(halfHourRows, 0, 90, 30).slice(0, 1)).toEqual([8 * 60 + 30]);
    expect(freeStarts(halfHourRows, 0, 90, 30).at(-1)).toBe(20 * 60);
    // Games on the hour: the first whole hour inside the opening, the last that ends by 21:30.
    const hourRows = gridRows(day, now, 60);
    expect(hourRows[0]!.label).toBe('09:00');
    expect(hourRows.at(-1)!.label).toBe('20:00');
    // A row half inside a closed half hour takes no walk-in.
    const late = aClubDay(date, [], {
      opening,
      courts: [{ courtId: 'court-1', halfHours: ['20:30'], reason: null }],
    });
    expect(states(gridRows(late, now, 60)).at(-1)).toBe('20:00 closed:null');
  });

  it('draws no hour on a day the club does not open and nothing is on', () => {
    const closedDay = { ...opening, open: false };
    expect(gridRows(aClubDay(date, [], { opening: closedDay }), now, 60)).toEqual([]);
  });
});
