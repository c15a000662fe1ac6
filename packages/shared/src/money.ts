import { z } from './zod.js';

import { currencyPattern } from './money-rules.js';

export { currencyPattern, formatMoney, formatMoneyToParts } from './money-rules.js';

/** Money is an integer amount of minor units (cents) plus an ISO 4217 code (ARCHITECTURE 4). */
export const currencySchema = z
  .string()
  .regex(currencyPattern, 'Expected an ISO 4217 currency code');

export const moneySchema = z.object({
  amount: z.number().int().min(0),
  currency: currencySchema,
});
export type Money = z.infer<typeof moneySchema>;
