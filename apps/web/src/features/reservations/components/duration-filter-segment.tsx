import type { DurationFilter } from '@courtside/shared';
import { durationFilters } from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../../components/segmented-control';

interface DurationFilterSegmentProps {
  value: DurationFilter;
  onChange: (filter: DurationFilter) => void;
}

/** SPEC 2: All, 60 or 120 minutes; 'All' shows the 60-minute grid. */
export function DurationFilterSegment({ value, onChange }: DurationFilterSegmentProps) {
  const { t } = useTranslation();
  const options = durationFilters.map((filter) => ({
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
