import { leftToRight } from '@/lib/bidi';
import { currentLanguage } from '@/lib/i18n';
import { dateTimeFormat } from '@courtside/shared/rules';

/** A session's (an activity's, a night's) day and times in its club's zone, as the language writes them. */
export function sessionWhen(startsAt: string, endsAt: string, timeZone: string): string {
  const language = currentLanguage();
  const day = dateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(startsAt));
  const time = dateTimeFormat(language, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  // The range keeps its order in a right-to-left line: 18:15–19:00, never 19:00–18:15.
  const range = `${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))}`;
  return `${day} · ${leftToRight(range)}`;
}

/** A time of day in the club's zone, e.g. until when a waitlist offer holds. */
export function clubTime(instant: string, timeZone: string): string {
  return dateTimeFormat(currentLanguage(), {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}
