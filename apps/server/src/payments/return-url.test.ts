import { describe, expect, it } from 'vitest';
import { returnPath } from './return-url.js';

describe('where a hosted checkout returns the payer', () => {
  it('brings each purchase back to the screen that shows it', () => {
    const back = (purpose: Parameters<typeof returnPath>[0]['purpose']) =>
      returnPath({ id: 'pay-1', purpose, subjectId: 'subject-1' });
    expect(back('membership')).toBe('/user/memberships?payment=pay-1');
    expect(back('booking')).toBe('/user/my-booking?payment=pay-1');
    expect(back('match')).toBe('/user/find-match/subject-1?payment=pay-1');
    expect(back('coin_pack')).toBe('/user/coins-pack?payment=pay-1');
  });
});
