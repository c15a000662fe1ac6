import { useTranslation } from 'react-i18next';
import { isolated } from '@/lib/bidi';
import type { DayClosure } from '@/lib/day-closures';
import { Alert } from './alert';

/**
 * One note per closure of the day shown, above a grid of its hours: why, and which courts.
 * The names and the reason are isolated, not the sentence: a court named in Latin letters
 * must not turn an Arabic sentence left to right.
 */
export function ClosureNotes({ closures }: { closures: readonly DayClosure[] }) {
  const { t } = useTranslation();
  return closures.map((closure) => (
    <Alert key={closure.reason} severity="info">
      {closure.courts === null
        ? t('bookCourt.closed', { reason: isolated(closure.reason) })
        : t('bookCourt.courtsClosed', {
            courts: isolated(closure.courts.join(', ')),
            reason: isolated(closure.reason),
          })}
    </Alert>
  ));
}
