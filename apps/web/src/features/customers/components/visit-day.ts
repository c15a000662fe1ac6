import { dateTimeFormat } from '@courtside/shared/rules';
import { currentLanguage } from '@/lib/i18n';

/** The day of a visit in the club's zone, as the language writes it: '12 Nov 2026'. */
export function visitDay(instant: string, timeZone: string | undefined): string {
  return dateTimeFormat(currentLanguage(), {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(instant));
}
