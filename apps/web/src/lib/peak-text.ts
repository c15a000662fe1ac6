import type { PeakPrice } from '@courtside/shared';
import { dateTimeFormat, hourLabel } from '@courtside/shared/rules';
import { currentLanguage } from '@/lib/i18n';

/** Short weekday names in the interface language, Sunday first (0 to 6). */
export function weekdayNames(): string[] {
  const format = dateTimeFormat(currentLanguage(), { weekday: 'short', timeZone: 'UTC' });
  // 22 November 2026 is a Sunday.
  return [0, 1, 2, 3, 4, 5, 6].map((day) => format.format(Date.UTC(2026, 10, 22 + day)));
}

/** 'Mon, Tue · 18:00–22:00'. */
export function peakWhen(peak: PeakPrice, names = weekdayNames()): string {
  const days = peak.weekdays.map((day) => names[day]).join(', ');
  return `${days} · ${hourLabel(peak.fromHour)}–${hourLabel(peak.toHour % 24)}`;
}
