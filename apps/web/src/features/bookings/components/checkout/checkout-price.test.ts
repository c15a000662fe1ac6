import { describe, expect, it } from 'vitest';
import {
  bookingAmount,
  checkoutAmount,
  checkoutMethods,
  coinsOffer,
  unusableMethods,
} from './checkout-price';

describe('checkout price', () => {
  it('charges 120 minutes twice the price of 60', () => {
    const slot = { date: '2026-11-25', startTime: '17:00', duration: 60 } as const;
    const price = { price: 2500, peaks: [] };
    expect(bookingAmount(price, slot)).toBe(2500);
    expect(bookingAmount(price, { ...slot, duration: 120 })).toBe(5000);
    expect(bookingAmount(undefined, { ...slot, duration: 120 })).toBeNull();
    // Wednesday evenings cost more: 17 to 19 is one hour at each price.
    const peaks = [{ weekdays: [3], fromHour: 18, toHour: 22, price: 4000 }];
    expect(bookingAmount({ price: 2500, peaks }, { ...slot, duration: 120 })).toBe(6500);
  });

  it('charges 90 minutes from the half hour by the half hour, peaks included', () => {
    const slot = { date: '2026-11-25', startTime: '17:30', duration: 90 } as const;
    expect(bookingAmount({ price: 2500, peaks: [] }, slot)).toBe(3750);
    // 17:30 at the off-peak price, 18:00 to 19:00 at the Wednesday evening one.
    const peaks = [{ weekdays: [3], fromHour: 18, toHour: 22, price: 4000 }];
    expect(bookingAmount({ price: 2500, peaks }, slot)).toBe(1250 + 4000);
  });

  it('offers no method at all without a price', () => {
    expect(unusableMethods(null, coinsOffer(null, 900))).toEqual([...checkoutMethods]);
  });

  it('holds coins back until the balance is known, and when it is too small', () => {
    expect(unusableMethods(5000, coinsOffer(5000, undefined))).toEqual(['coins']);
    const short = coinsOffer(5000, 120);
    expect(short).toEqual({ cost: 500, balance: 120, tooFew: true });
    expect(unusableMethods(5000, short)).toEqual(['coins']);
  });

  it('offers every method when the balance covers the price in coins', () => {
    const enough = coinsOffer(5000, 500);
    expect(enough.tooFew).toBe(false);
    expect(unusableMethods(5000, enough)).toEqual([]);
  });
});

describe("a member's checkout price", () => {
  const discount = {
    kind: 'percent' as const,
    value: 20,
    courtIds: ['c1'],
    weekdays: [3],
    fromHour: 18,
    toHour: 22,
  };
  const price = { price: 2500, peaks: [{ weekdays: [3], fromHour: 19, toHour: 22, price: 4000 }] };
  // Wednesday 18:00 to 20:00: the discount on the 18:00 hour and on the 19:00 peak.
  const slot = { date: '2026-11-25', startTime: '18:00', duration: 120 } as const;

  it('takes the discount hour by hour, on the peak price too, and keeps the public one beside', () => {
    expect(checkoutAmount(price, slot, { courtId: 'c1', discount })).toEqual({
      amount: 2000 + 3200,
      publicAmount: 2500 + 4000,
    });
    // 17:00 is before the member's hours: only the second hour is discounted.
    expect(
      checkoutAmount(price, { ...slot, startTime: '17:00' }, { courtId: 'c1', discount }),
    ).toEqual({
      amount: 2500 + 2000,
      publicAmount: 5000,
    });
  });

  it('charges the public price where the discount does not reach, and strikes nothing', () => {
    expect(checkoutAmount(price, slot, { courtId: 'c2', discount })).toEqual({
      amount: 6500,
      publicAmount: null,
    });
    expect(checkoutAmount(price, slot, undefined)).toEqual({ amount: 6500, publicAmount: null });
  });
});
