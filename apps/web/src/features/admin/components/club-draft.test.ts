import { createClubBodySchema } from '@courtside/shared';
import { describe, expect, it } from 'vitest';
import { minorPerMajor } from '@courtside/shared/rules';
import { createClubBodyOf, newClubDraft } from './club-draft';

describe('the new club form as a request', () => {
  const typed = {
    ...newClubDraft(),
    name: 'Marina Padel',
    address: 'Passeig 4',
    latitude: '39,4561',
    longitude: '-0.3265',
    timeZone: 'Europe/Madrid',
    currency: 'kwd',
    court: { name: 'Pista 1', type: 'padel' as const, capacity: 4, price: '12.5' },
    owner: {
      kind: 'invite' as const,
      identifier: '',
      name: 'Olivia',
      username: 'olivia',
      phone: '611222333',
    },
  };

  it('turns the typed position and price into numbers, the price in minor units of the currency', () => {
    const body = createClubBodyOf(typed);
    expect(body).toMatchObject({ latitude: 39.4561, longitude: -0.3265, currency: 'KWD' });
    // The Kuwaiti dinar has 1000 fils.
    expect(body.court.price).toBe(12_500);
    expect(minorPerMajor('JPY')).toBe(1);
    expect(createClubBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends blank numbers as refusals and only the owner fields of the chosen kind', () => {
    const body = createClubBodyOf({
      ...typed,
      latitude: '',
      owner: { ...typed.owner, kind: 'existing', identifier: 'olivia' },
    });
    expect(body.owner).toEqual({ kind: 'existing', identifier: 'olivia' });
    const parsed = createClubBodySchema.safeParse(body);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['latitude']);
  });
});
