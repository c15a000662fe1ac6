import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Open or suspended, in words and colour. */
export function ClubStateChip({ suspendedAt }: { suspendedAt: string | null }) {
  const { t } = useTranslation();
  return suspendedAt ? (
    <Chip size="small" color="warning" label={t('admin.suspended')} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={t('admin.open')} />
  );
}
