/** The zod-free half of coins.ts: what a screen can use before zod has loaded. */

/**
 * One coin is worth 10 minor units (10 cents): coin packs sell them at or below that, a
 * booking paid in coins costs its price in coins, and refunds of online payments come back
 * as coins at the same rate.
 */
export const coinValueMinor = 10;

export function coinsForAmount(amountMinor: number): number {
  return Math.ceil(amountMinor / coinValueMinor);
}
