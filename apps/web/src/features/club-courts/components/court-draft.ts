import type { CourtType, OwnedCourt, Sport } from '@courtside/shared';
import { footballCapacities, minorPerMajor, padelCapacities } from '@courtside/shared/rules';

/** A peak price as typed: its price in major units, as text. */
export interface PeakDraft {
  weekdays: number[];
  fromHour: number;
  toHour: number;
  price: string;
}

/** The court form as typed; prices in major units (dollars), as text. */
export interface CourtDraft {
  name: string;
  type: Sport;
  capacity: number;
  courtType: CourtType | null;
  description: string;
  price: string;
  peaks: PeakDraft[];
}

export const capacitiesOf = (sport: Sport): readonly number[] =>
  sport === 'padel' ? padelCapacities : footballCapacities;

const toMajor = (minor: number, currency: string) => String(minor / minorPerMajor(currency));

export function draftOf(court: OwnedCourt | undefined, currency: string): CourtDraft {
  if (!court)
    return {
      name: '',
      type: 'padel',
      capacity: 4,
      courtType: 'indoor',
      description: '',
      price: '',
      peaks: [],
    };
  return {
    name: court.name,
    type: court.type,
    capacity: court.capacity,
    courtType: court.courtType,
    description: court.description ?? '',
    price: court.price === null ? '' : toMajor(court.price, currency),
    peaks: court.peaks.map((peak) => ({ ...peak, price: toMajor(peak.price, currency) })),
  };
}

/** Evenings on weekdays: what a new peak price starts as. */
export const newPeak = (): PeakDraft => ({
  weekdays: [1, 2, 3, 4, 5],
  fromHour: 18,
  toHour: 22,
  price: '',
});

/** Minor units of a typed amount; NaN when it is not a non-negative amount. */
export function toMinor(text: string, currency: string): number {
  const value = Number(text.replace(',', '.'));
  if (text.trim() === '' || !Number.isFinite(value) || value < 0) return Number.NaN;
  return Math.round(value * minorPerMajor(currency));
}

/** The body as the form says it, before the shared schema checks it (NaN for a wrong price). */
export function courtRequestOf(draft: CourtDraft, currency: string) {
  return {
    name: draft.name,
    type: draft.type,
    capacity: draft.capacity,
    courtType: draft.type === 'padel' ? draft.courtType : null,
    description: draft.description.trim() || null,
    price: toMinor(draft.price, currency),
    peaks: draft.peaks.map((peak) => ({ ...peak, price: toMinor(peak.price, currency) })),
  };
}
