import type { StartStep } from '@courtside/shared';
import { minuteOfTime, slotMinutes } from '@courtside/shared/rules';

/**
 * How often the owner's grids start a row: every half hour when the club sells half-hour
 * starts, or when something on the day starts on the half hour (sold before the terms changed,
 * or a match or event), so it has a row of its own.
 */
export function gridStep(startEvery: StartStep, startTimes: Iterable<string>): StartStep {
  if (startEvery === slotMinutes) return slotMinutes;
  for (const time of startTimes) if (minuteOfTime(time) % 60 !== 0) return slotMinutes;
  return 60;
}
