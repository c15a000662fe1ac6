import { describe, expect, it } from 'vitest';
import { applicablePrice, type PriceRow } from './pricing.js';

const court = { id: 'court-1', club_id: 'club-1', sport: 'padel' as const };
const row = (id: string, fields: Partial<PriceRow>): PriceRow => ({
  id,
  club_id: 'club-1',
  sport: null,
  court_id: null,
  amount_per_hour: 1000,
  currency: 'USD',
  peaks: [],
  ...fields,
});

describe('applicablePrice', () => {
  const clubWide = row('club-wide', {});
  const padel = row('padel', { sport: 'padel' });
  const own = row('own', { sport: 'padel', court_id: 'court-1' });

  it("prefers the court's own price, then its sport's, then the club-wide one", () => {
    expect(applicablePrice(court, [clubWide, padel, own])).toBe(own);
    expect(applicablePrice(court, [clubWide, padel])).toBe(padel);
    expect(applicablePrice(court, [clubWide])).toBe(clubWide);
  });

  it("ignores other courts', other sports' and other clubs' prices", () => {
    const rows = [
      row('other-court', { court_id: 'court-2' }),
      row('football', { sport: 'football' }),
      row('other-club', { club_id: 'club-2' }),
    ];
    expect(applicablePrice(court, rows)).toBeUndefined();
  });
});
