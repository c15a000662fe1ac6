import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/chip';

/** Open or suspended, in words and colour. */
export function ClubStateChip({ suspendedAt }: { suspendedAt: string | null }) {
  const { t } = useTranslation();
  return suspendedAt ? (
    <Chip tone="warning" label={t('admin.suspended')} />
  ) : (
    <Chip variant="outlined" tone="success" label={t('admin.open')} />
  );
}
