import type { BookingDuration } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../../components/segmented-control';

/** All, or one of the lengths the club sells; 'All' shows the grid of the shortest. */
export type DurationFilter = 'all' | BookingDuration;

/** The length a filter's grid is drawn for. */
export function durationOfFilter(
  filter: DurationFilter,
  lengths: readonly BookingDuration[],
): BookingDuration {
  return filter === 'all' ? (lengths[0] ?? 60) : filter;
}

interface DurationFilterSegmentProps {
  /** The lengths on sale for the court's sport (SPEC 2's 60 and 120 by default). */
  lengths: readonly BookingDuration[];
  value: DurationFilter;
  onChange: (filter: DurationFilter) => void;
}

/** SPEC 2: All, or one of the lengths on sale. */
export function DurationFilterSegment({ lengths, value, onChange }: DurationFilterSegmentProps) {
  const { t } = useTranslation();
  const options = (['all', ...lengths] as const).map((filter) => ({
    value: filter,
    label:
      filter === 'all'
        ? t('reservations.duration.all')
        : t('reservations.duration.minutes', { count: filter }),
  }));
  return (
    <SegmentedControl
      label={t('reservations.duration.label')}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
