import { describe, expect, it } from 'vitest';
import { courtInputSchema } from '@courtside/shared';
import { checkedBody } from '@/test/schema-check';
import { courtRequestOf, draftOf, newPeak, toMinor, type CourtDraft } from './court-draft';

/** The body the API takes, as the shared schema (the form's resolver) reads it; or null. */
const inputOf = (draft: CourtDraft, currency: string) =>
  checkedBody(courtInputSchema, courtRequestOf(draft, currency)).body;

describe('court draft', () => {
  it('reads typed prices as minor units of the currency', () => {
    expect(toMinor('24', 'USD')).toBe(2400);
    expect(toMinor('24,50', 'EUR')).toBe(2450);
    expect(toMinor('1500', 'JPY')).toBe(1500);
    expect(toMinor('', 'USD')).toBeNaN();
    expect(toMinor('-1', 'USD')).toBeNaN();
  });

  it('makes the API body, peaks included, and none while a price is wrong', () => {
    const draft = { ...draftOf(undefined, 'USD'), name: ' Centre ', price: '20' };
    expect(inputOf({ ...draft, peaks: [{ ...newPeak(), price: '30' }] }, 'USD')).toEqual({
      name: 'Centre',
      type: 'padel',
      capacity: 4,
      courtType: 'indoor',
      description: null,
      price: 2000,
      peaks: [{ weekdays: [1, 2, 3, 4, 5], fromHour: 18, toHour: 22, price: 3000 }],
    });
    expect(inputOf({ ...draft, peaks: [newPeak()] }, 'USD')).toBeNull();
    expect(inputOf({ ...draft, type: 'football', capacity: 5 }, 'USD')?.courtType).toBeNull();
  });
});
