/** The zod-free half of club-pages.ts: what a screen can use before zod has loaded. */
import { footballCapacities, padelCapacities } from './clubs-rules.js';

/**
 * A position is sent rounded to two decimals (about a kilometre): enough to order clubs by
 * distance, too coarse to say where someone is. The server rounds again whatever it is sent.
 */
export const coarsePositionDecimals = 2;

export function coarseCoordinate(value: number): number {
  const scale = 10 ** coarsePositionDecimals;
  return Math.round(value * scale) / scale;
}

export const courtCapacities = [...padelCapacities, ...footballCapacities].map(String) as [
  string,
  ...string[],
];
