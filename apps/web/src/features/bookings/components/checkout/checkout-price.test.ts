import { describe, expect, it } from 'vitest';
import { bookingAmount, checkoutMethods, coinsOffer, unusableMethods } from './checkout-price';

describe('checkout price', () => {
  it('charges 120 minutes twice the price of 60', () => {
    expect(bookingAmount(2500, 60)).toBe(2500);
    expect(bookingAmount(2500, 120)).toBe(5000);
    expect(bookingAmount(undefined, 120)).toBeNull();
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
