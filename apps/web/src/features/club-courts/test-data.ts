import type { MyClub, OwnedCourt } from '@courtside/shared';
import { clubSummary } from '../../test/booking-fixtures';

export function anOwnedCourt(overrides: Partial<OwnedCourt> = {}): OwnedCourt {
  return {
    id: 'court-1',
    name: 'Padel 1',
    type: 'padel',
    capacity: 4,
    courtType: 'indoor',
    photo: null,
    description: null,
    price: 2400,
    currency: 'USD',
    peaks: [],
    retiredAt: null,
    ...overrides,
  };
}

export const ownerClub: MyClub = { ...clubSummary, courts: [] };
