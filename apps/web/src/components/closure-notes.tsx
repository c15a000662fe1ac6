import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { DayClosure } from '@/lib/day-closures';

/** One note per closure of the day shown, above a grid of its hours: why, and which courts. */
export function ClosureNotes({ closures }: { closures: readonly DayClosure[] }) {
  const { t } = useTranslation();
  return closures.map((closure) => (
    <Alert key={closure.reason} severity="info">
      <bdi>
        {closure.courts === null
          ? t('bookCourt.closed', { reason: closure.reason })
          : t('bookCourt.courtsClosed', {
              courts: closure.courts.join(', '),
              reason: closure.reason,
            })}
      </bdi>
    </Alert>
  ));
}
