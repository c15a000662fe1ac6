import Chip from '@mui/material/Chip';
import type { ClubApplicationState } from '@courtside/shared';
import { useTranslation } from 'react-i18next';

const colours = { pending: 'info', approved: 'success', declined: 'default' } as const;

/** Pending, approved or declined, in words and colour. */
export function ApplicationStateChip({ state }: { state: ClubApplicationState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colours[state]}
      variant={state === 'pending' ? 'filled' : 'outlined'}
      label={t(`admin.applicationState.${state}`)}
    />
  );
}
