import type { CourtSummary } from '@courtside/shared';
import { capacityLabel } from '@courtside/shared/rules';
import type { TFunction } from 'i18next';

/**
 * SPEC 2: 2 shows as Single, 4 as Double, any other capacity as the number, read as
 * 'N-a-side' on a football pitch and 'N players' on a padel court.
 */
export function capacityText(t: TFunction, court: Pick<CourtSummary, 'capacity' | 'type'>) {
  const label = capacityLabel(court.capacity);
  if (label === 'single') return t('reservations.capacity.single');
  if (label === 'double') return t('reservations.capacity.double');
  return court.type === 'football'
    ? t('reservations.capacity.aSide', { count: label })
    : t('reservations.capacity.players', { count: label });
}
