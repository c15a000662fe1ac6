import { padelLevelMax, padelLevelMin, type Pair } from '@courtside/shared';
import { rate, type Rating } from 'openskill';

/*
 * Levels from ratings (docs/decisions.md, "Padel levels"). openskill's Weng-Lin model (its
 * default, Plackett-Luce, with its default constants: beta 25/6, tau 25/300) rates each
 * player as a mean mu and an uncertainty sigma. The spec's level is mu / 10, so openskill's
 * starting mean 25 is level 2.5, the middle of the scale, and one level is ten points, a
 * little over two betas: a pair a whole level better wins most of the time. Only who won
 * moves the ratings, not by how many games.
 */

/** The uncertainty of a level nobody has confirmed yet: openskill's starting sigma. */
export const startingSigma = 25 / 3;
const pointsPerLevel = 10;
/** A player who never said their level starts in the middle of the scale. */
const unknownLevel = 2.5;

/** The rating a self-declared level starts from: its mean, with the largest uncertainty. */
export function ratingOfDeclaredLevel(level: number | null): Rating {
  return { mu: (level ?? unknownLevel) * pointsPerLevel, sigma: startingSigma };
}

/** The level a rating reads as: mu / 10, in steps of 0.1 within 0 to 5. */
export function levelOfRating({ mu }: Rating): number {
  const level = Math.round(mu) / pointsPerLevel;
  return Math.min(padelLevelMax, Math.max(padelLevelMin, level));
}

/**
 * How sure a level is, 0 to 100: the share of the starting variance that results have taken
 * away, 1 - (sigma / startingSigma)^2. A new player's declared level is 0.
 */
export function reliabilityOf({ sigma }: Rating): number {
  const share = 1 - (sigma / startingSigma) ** 2;
  return Math.min(100, Math.max(0, Math.round(share * 100)));
}

/** The four ratings after a match: pair A (seats 0 and 1) against pair B, one of them the winner. */
export function rateMatch(
  pairs: { a: readonly [Rating, Rating]; b: readonly [Rating, Rating] },
  winner: Pair,
): { a: [Rating, Rating]; b: [Rating, Rating] } {
  const [a, b] = rate([pairs.a, pairs.b], { rank: winner === 'a' ? [1, 2] : [2, 1] });
  return { a: a as [Rating, Rating], b: b as [Rating, Rating] };
}
