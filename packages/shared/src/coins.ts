import { z } from './zod.js';
import { idSchema } from './ids.js';
import { currencySchema } from './money.js';
import { phoneSchema } from './auth.js';

export { coinValueMinor, coinsForAmount } from './coins-rules.js';

/** SPEC 3 Coin pack: coin, price, photo. */
export const coinPackSchema = z.object({
  id: idSchema,
  coin: z.number().int(),
  price: z.number().int(),
  currency: currencySchema,
  photo: z.string().nullable(),
});
export type CoinPack = z.infer<typeof coinPackSchema>;
export const coinPackListSchema = z.array(coinPackSchema);

/** SPEC 7: the pack data from the query parameters; only the pack id is trusted. */
export const packPaymentBodySchema = z.object({
  pack: idSchema,
  coin: z.number().int().min(0).max(1e9).optional(),
  price: z.number().min(0).max(1e9).optional(),
  phone: phoneSchema.optional(),
});

export const packPaymentResponseSchema = z.object({
  paymentId: idSchema,
  url: z.string().optional(),
  formUrl: z.string().optional(),
});

export const coinBalanceSchema = z.object({ balance: z.number().int() });
