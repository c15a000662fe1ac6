import { levelFits } from '@courtside/shared';
import type { MatchRecord } from './matches.repo.js';

/**
 * Find Match lists the matches whose level range fits the player first (the web says "at
 * your level" on them, by the same shared rule), each group still by start.
 */
export function atLevelFirst(records: readonly MatchRecord[], level: number | null): MatchRecord[] {
  const fits = (record: MatchRecord) =>
    levelFits(level, { min: record.match.level_min, max: record.match.level_max });
  return [...records.filter(fits), ...records.filter((record) => !fits(record))];
}
