import { clsx } from 'clsx';
import { memo, useEffect, useRef, useState } from 'react';
import {
  addDays,
  bookingHorizonDays,
  dayStripScrollDelayMs,
  monthDays,
  monthOf,
  shiftMonth,
} from '@courtside/shared/rules';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatLongDate, formatMonth } from '../lib/calendar-date';
import { currentLanguage } from '../lib/i18n';
import { useLatestCallback } from '../lib/use-latest-callback';
import { IconButton } from './icon-button';
import { chevronLeftIcon } from './icons/chevron-left';
import { chevronRightIcon } from './icons/chevron-right';
import styles from './day-strip.module.css';

export interface DayStripProps {
  /** The selected day, 'YYYY-MM-DD'; null while none is (the strip opens on today's month). */
  value: string | null;
  onChange: (date: string) => void;
  /**
   * The club's today ('YYYY-MM-DD'): marked, scrolled to, and the limit of `disablePast`.
   * Days past the booking horizon after it cannot be chosen: the server opens none of them.
   */
  today: string;
  /** Days before today cannot be chosen (a player books ahead; an owner may look back). */
  disablePast?: boolean;
  /** How many days after today may be chosen: the public horizon, or a member's further one. */
  horizonDays?: number;
}

/**
 * SPEC 2 month navigation and day strip: the month's days scroll sideways, the selected one
 * highlighted. SPEC 9: the strip scrolls to the day 2 s after the screen opens.
 */
export function DayStrip({
  value,
  onChange,
  today,
  disablePast = false,
  horizonDays = bookingHorizonDays,
}: DayStripProps) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const [month, setMonth] = useState(() => monthOf(value ?? today));
  const strip = useRef<HTMLDivElement | null>(null);
  const select = useLatestCallback(onChange);

  // A day chosen elsewhere (a query parameter, a reset) brings its month into view.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (value) setMonth(monthOf(value));
  }

  useScrollToChosenDay(strip);

  const lastDay = addDays(today, horizonDays);
  // The selected day moves with the month: the same day of it, within what can be chosen.
  const goToMonth = (delta: number) => {
    const next = shiftMonth(month, delta);
    setMonth(next);
    if (strip.current) strip.current.scrollLeft = 0;
    // With no day chosen, another month is only looked at.
    if (value) onChange(sameDayIn(next, value, disablePast ? today : null, lastDay));
  };
  const cannotGoBack = disablePast && month <= monthOf(today);
  const cannotGoForward = month >= monthOf(lastDay);

  return (
    <div className={styles.strip}>
      <div className={styles.monthBar}>
        <IconButton
          aria-label={t('dayStrip.previousMonth')}
          onClick={() => goToMonth(-1)}
          disabled={cannotGoBack}
          icon={chevronLeftIcon}
          mirrored
        />
        <h2 className={styles.month} aria-live="polite">
          {formatMonth(month, locale)}
        </h2>
        <IconButton
          aria-label={t('dayStrip.nextMonth')}
          onClick={() => goToMonth(1)}
          disabled={cannotGoForward}
          icon={chevronRightIcon}
          mirrored
        />
      </div>
      <div ref={strip} role="group" aria-label={t('dayStrip.days')} className={styles.days}>
        {monthDays(month).map((date) => (
          <DayButton
            key={date}
            date={date}
            locale={locale}
            selected={date === value}
            isToday={date === today}
            disabled={(disablePast && date < today) || date > lastDay}
            onSelect={select}
          />
        ))}
      </div>
    </div>
  );
}

interface DayButtonProps {
  date: string;
  locale: string;
  selected: boolean;
  isToday: boolean;
  disabled: boolean;
  onSelect: (date: string) => void;
}

// Memoised: the screen around the strip renders again as each of its answers arrives.
const DayButton = memo(function DayButton({
  date,
  locale,
  selected,
  isToday,
  disabled,
  onSelect,
}: DayButtonProps) {
  const { t } = useTranslation();
  const weekday = formatCalendarDate(date, locale, { weekday: 'short' });
  const day = formatCalendarDate(date, locale, { day: 'numeric' });
  return (
    <button
      type="button"
      className={clsx(styles.day, isToday && styles.today, selected && styles.selected)}
      onClick={() => onSelect(date)}
      disabled={disabled}
      aria-pressed={selected}
      aria-current={isToday ? 'date' : undefined}
      // Begins with the text on the button, so a voice command naming what is seen finds it.
      aria-label={t('dayStrip.day', { weekday, day, date: formatLongDate(date, locale) })}
    >
      <span aria-hidden className={styles.weekday}>
        {weekday}
      </span>
      {/* Keeps the two texts two words for anything that reads the button's text. */}{' '}
      <span aria-hidden className={styles.dayNumber}>
        {day}
      </span>
    </button>
  );
});

/**
 * Moves the strip so the day sits in its middle. A relative move in screen coordinates is
 * right in both reading directions, unlike an absolute scrollLeft (negative in RTL).
 */
function centreInStrip(strip: HTMLElement, day: Element): void {
  const stripBox = strip.getBoundingClientRect();
  const dayBox = day.getBoundingClientRect();
  strip.scrollLeft += dayBox.left + dayBox.width / 2 - (stripBox.left + stripBox.width / 2);
}

/** `date`'s day of the month in `month` (its last day if shorter), kept within first..last. */
function sameDayIn(month: string, date: string, first: string | null, last: string): string {
  const days = monthDays(month);
  const day = days[Math.min(Number(date.slice(8, 10)), days.length) - 1] ?? days[0]!;
  if (first !== null && day < first) return first;
  return day > last ? last : day;
}

/** SPEC 9: 2 s after the strip appears, its chosen day (or today) scrolls to its middle. */
function useScrollToChosenDay(strip: { current: HTMLDivElement | null }) {
  useEffect(() => {
    const timer = setTimeout(() => {
      const target =
        strip.current?.querySelector('[aria-pressed="true"]') ??
        strip.current?.querySelector('[aria-current="date"]');
      if (strip.current && target) centreInStrip(strip.current, target);
    }, dayStripScrollDelayMs);
    return () => clearTimeout(timer);
  }, [strip]);
}
