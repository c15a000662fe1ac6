import type { Rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import {
  levelOfRating,
  rateMatch,
  ratingOfDeclaredLevel,
  reliabilityOf,
  startingSigma,
} from './padel-rating.js';

/*
 * A fixed season, worked out by hand from openskill's Plackett-Luce update with its default
 * constants (beta = 25/6, so beta² = 17.36111; tau = 25/300, so tau² = 0.00694; kappa 1e-4).
 * For two pairs, W the winner and L the loser, the library's formulas reduce to:
 *   σ'² = σ² + tau²                            (each player's uncertainty grows by tau first)
 *   μ_T = μ1 + μ2, Σ_T = σ'1² + σ'2²          (each pair)
 *   c   = √(Σ_W + Σ_L + 2·beta²)
 *   p   = e^(μ_W/c) / (e^(μ_W/c) + e^(μ_L/c))  (how likely W was to win)
 *   winner: μ + σ'²·(1 − p)/c     loser: μ − σ'²·(1 − p)/c
 *   both:   σ'·√(1 − σ'²·p(1 − p)·γ_T / c²),  γ_T = √Σ_T / c
 * Level = round(μ) / 10; reliability = round(100·(1 − (σ / (25/3))²)).
 *
 * Declared levels: Ana, Bea, Carl, Dan 2.5 (μ 25); Eva 3.0 (μ 30); Fer 4.0 (μ 40); σ = 8.33333.
 *
 * Match 1, Ana + Bea beat Carl + Dan. σ'² = 69.44444 + 0.00694 = 69.45139; Σ = 138.90278 each;
 *   c = √(277.80556 + 34.72222) = 17.67846; equal pairs, p = 0.5;
 *   Δμ = 69.45139 · 0.5 / 17.67846 = 1.96429 → winners 26.96429 (2.7), losers 23.03571 (2.3);
 *   γ = 11.78570 / 17.67846 = 0.66667; σ = 8.33375 · √(1 − 69.45139·0.25·0.66667/312.52778)
 *     = 8.33375 · √0.96296 = 8.17796 → reliability 1 − 0.96307 → 4.
 * Match 2, Ana + Carl beat Eva + Fer. Ana, Carl σ'² = 8.17796² + 0.00694 = 66.88602;
 *   Eva, Fer σ'² = 69.45139; μ_W = 26.96429 + 23.03571 = 50, μ_L = 70;
 *   c = √(133.77203 + 138.90278 + 34.72222) = 17.53274; p = 1 / (1 + e^(20/17.53274)) = 0.24219;
 *   Ana +66.88602·0.75781/17.53274 = +2.89100 → 29.85529 (3.0); Carl 25.92670 (2.6);
 *   Eva −69.45139·0.75781/17.53274 = −3.00188 → 26.99812 (2.7); Fer 36.99812 (3.7);
 *   δ = 0.24219·0.75781 = 0.18353; Ana σ = 8.17839·√(1 − 66.88602·0.18353·0.65968/307.39704)
 *     = 8.06994 (6); Eva σ = 8.33375·√(1 − 69.45139·0.18353·0.67221/307.39704) = 8.21678 (3).
 * Match 3, Eva + Fer beat Bea + Dan. Eva, Fer σ'² = 67.52244; Bea, Dan σ'² = 66.88602;
 *   μ_W = 65.19624, μ_L = 50; c = √(135.04488 + 133.77203 + 34.72222) = 17.42237;
 *   p = 1 / (1 + e^(−15.19624/17.42237)) = 0.69069; Δμ_Eva = 67.52244·0.30931/17.42237 = 1.19877
 *   → Eva 28.19689 (2.8), Fer 38.19689 (3.8); Bea −66.88602·0.30931/17.42237 = −1.18746
 *   → 25.77683 (2.6), Dan 21.84824 (2.2); σ Eva, Fer 8.08592 (6); Bea, Dan 8.04958 (7).
 */
describe('padel levels from openskill ratings', () => {
  it('replays a season and lands on the levels worked out by hand', () => {
    const declared = { ana: 2.5, bea: 2.5, carl: 2.5, dan: 2.5, eva: 3, fer: 4 };
    type Name = keyof typeof declared;
    const ratings = new Map<Name, Rating>(
      Object.entries(declared).map(([name, level]) => [name as Name, ratingOfDeclaredLevel(level)]),
    );
    const play = (a: [Name, Name], b: [Name, Name], winner: 'a' | 'b') => {
      const pair = (names: [Name, Name]) =>
        [ratings.get(names[0])!, ratings.get(names[1])!] as const;
      const after = rateMatch({ a: pair(a), b: pair(b) }, winner);
      [...a, ...b].forEach((name, index) => ratings.set(name, [...after.a, ...after.b][index]!));
    };
    const expectPlayer = (name: Name, mu: number, sigma: number, level: number, sure: number) => {
      const rating = ratings.get(name)!;
      expect(rating.mu, name).toBeCloseTo(mu, 4);
      expect(rating.sigma, name).toBeCloseTo(sigma, 4);
      expect(levelOfRating(rating), name).toBe(level);
      expect(reliabilityOf(rating), name).toBe(sure);
    };

    play(['ana', 'bea'], ['carl', 'dan'], 'a');
    expectPlayer('ana', 26.96429, 8.17796, 2.7, 4);
    expectPlayer('dan', 23.03571, 8.17796, 2.3, 4);

    play(['ana', 'carl'], ['eva', 'fer'], 'a');
    expectPlayer('ana', 29.85529, 8.06994, 3, 6);
    expectPlayer('carl', 25.9267, 8.06994, 2.6, 6);
    expectPlayer('eva', 26.99812, 8.21678, 2.7, 3);
    expectPlayer('fer', 36.99812, 8.21678, 3.7, 3);

    play(['bea', 'dan'], ['eva', 'fer'], 'b');
    expectPlayer('bea', 25.77683, 8.04958, 2.6, 7);
    expectPlayer('dan', 21.84824, 8.04958, 2.2, 7);
    expectPlayer('eva', 28.19689, 8.08592, 2.8, 6);
    expectPlayer('fer', 38.19689, 8.08592, 3.8, 6);
  });

  it('starts a declared level with no reliability, and keeps levels within 0 to 5', () => {
    expect(ratingOfDeclaredLevel(3.4)).toEqual({ mu: 34, sigma: startingSigma });
    expect(ratingOfDeclaredLevel(null)).toEqual({ mu: 25, sigma: startingSigma });
    expect(reliabilityOf(ratingOfDeclaredLevel(1))).toBe(0);
    expect(levelOfRating({ mu: 57, sigma: 1 })).toBe(5);
    expect(levelOfRating({ mu: -3, sigma: 1 })).toBe(0);
    expect(reliabilityOf({ mu: 25, sigma: 0 })).toBe(100);
  });
});
