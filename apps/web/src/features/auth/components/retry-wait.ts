// Not the whole shared rules: the sign-in screens come with the app's entry.
import { numberFormat } from '@courtside/shared/intl-formats';
import { ApiError } from '@/lib/api-client';

/** How long a throttled sign-in must wait, in seconds, or null when it is not throttled. */
export function throttledForSeconds(error: unknown, now = Date.now()): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  if (error.retryAfterSeconds !== undefined) return error.retryAfterSeconds;
  // The throttle also names the moment in its details.
  const until = error.body.details?.find((detail) => detail.field === 'retryAfter')?.message;
  const untilMs = until ? Date.parse(until) : Number.NaN;
  return Number.isNaN(untilMs) ? null : Math.max(0, Math.ceil((untilMs - now) / 1000));
}

/** "30 seconds", "2 minutes", in the reader's language; minutes round up. */
export function waitInWords(seconds: number, language: string): string {
  const [amount, unit] =
    seconds < 60 ? [Math.max(1, seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}
