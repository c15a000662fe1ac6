import type { CourtSummary, Sport } from '@courtside/shared';
import { capacityLabel, footballCapacities, padelCapacities } from '@courtside/shared/rules';
import type { TFunction } from 'i18next';
import type { SegmentOption } from '../../components/segmented-control';

/** SPEC 2 court-type segment: 'all' or a court capacity (padel 2 = Single, 4 = Double). */
export type CourtType = 'all' | number;

const capacities: Record<Sport, readonly number[]> = {
  padel: padelCapacities,
  football: footballCapacities,
};

export function courtTypeOptions(sport: Sport, t: TFunction): SegmentOption<CourtType>[] {
  return [
    { value: 'all', label: t('findClub.courtTypes.all') },
    ...capacities[sport].map((capacity) => {
      const label = capacityLabel(capacity);
      return {
        value: capacity,
        label: typeof label === 'number' ? String(label) : t(`findClub.courtTypes.${label}`),
      };
    }),
  ];
}

export function courtsOfType<T extends Pick<CourtSummary, 'capacity'>>(
  courts: readonly T[],
  type: CourtType | null,
): T[] {
  return type === null || type === 'all'
    ? [...courts]
    : courts.filter((court) => court.capacity === type);
}
