/**
 * Padel scoring as Courtside checks a recorded result (docs/decisions.md, "Padel results"):
 * best of three sets; a set goes to 6 games with two clear (6-0 to 6-4), or 7-5, or 7-6 after
 * a tie-break at 6-6. A third set, when the first two are split, is played as a full set.
 * Pair A holds seats 0 and 1 of the match, pair B seats 2 and 3. Pure: the result form and the
 * server give the same answer.
 */

/** One set: the games of pair A and of pair B. */
export interface SetScore {
  a: number;
  b: number;
}

export type Pair = 'a' | 'b';

/** Why a score is not a finished padel match. */
export type ScoreProblem =
  /** A set that no pair has won under the rules (6-5, 8-6, 6-6, 5-3…). */
  | 'unfinished_set'
  /** Too few sets to decide the match, or a set played after it was decided. */
  | 'undecided_match';

export const maxSetGames = 7;

/** Whether games won and lost make a finished set: 6 with two clear, 7-5 or 7-6. */
function isFinishedSet(high: number, low: number): boolean {
  if (!Number.isInteger(high) || !Number.isInteger(low) || low < 0) return false;
  return (high === 6 && low <= 4) || (high === 7 && (low === 5 || low === 6));
}

/** Who won a set, or null when the games are not a finished set. */
export function setWinner({ a, b }: SetScore): Pair | null {
  if (!isFinishedSet(Math.max(a, b), Math.min(a, b))) return null;
  return a > b ? 'a' : 'b';
}

/** The pair that won the match, or why these sets are not a finished match. */
export function matchOutcome(
  sets: readonly SetScore[],
): { winner: Pair } | { problem: ScoreProblem } {
  const won = { a: 0, b: 0 };
  for (const [index, set] of sets.entries()) {
    const winner = setWinner(set);
    if (!winner) return { problem: 'unfinished_set' };
    // A set after one pair already has two is not played.
    if (won.a === 2 || won.b === 2 || index > 2) return { problem: 'undecided_match' };
    won[winner] += 1;
  }
  if (won.a === 2) return { winner: 'a' };
  if (won.b === 2) return { winner: 'b' };
  return { problem: 'undecided_match' };
}

/** The pair a seat plays in. */
export const pairOfSeat = (seat: number): Pair => (seat < 2 ? 'a' : 'b');
