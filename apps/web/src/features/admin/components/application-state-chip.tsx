import type { ClubApplicationState } from '@courtside/shared';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/chip';

/** Pending, approved or declined, in words and colour. */
export function ApplicationStateChip({ state }: { state: ClubApplicationState }) {
  const { t } = useTranslation();
  const label = t(`admin.applicationState.${state}`);
  if (state === 'pending') return <Chip tone="info" label={label} />;
  return (
    <Chip variant="outlined" tone={state === 'approved' ? 'success' : undefined} label={label} />
  );
}
