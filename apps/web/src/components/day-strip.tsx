import { memo, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
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
import { mirrorInRtl } from './mirror';

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
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton
          aria-label={t('dayStrip.previousMonth')}
          onClick={() => goToMonth(-1)}
          disabled={cannotGoBack}
        >
          <ChevronLeftRounded sx={mirrorInRtl} />
        </IconButton>
        <Typography variant="subtitle1" component="h2" aria-live="polite">
          {formatMonth(month, locale)}
        </Typography>
        <IconButton
          aria-label={t('dayStrip.nextMonth')}
          onClick={() => goToMonth(1)}
          disabled={cannotGoForward}
        >
          <ChevronRightRounded sx={mirrorInRtl} />
        </IconButton>
      </Stack>
      <Box
        ref={strip}
        role="group"
        aria-label={t('dayStrip.days')}
        sx={{
          display: 'flex',
          gap: 1,
          overflowX: 'auto',
          scrollBehavior: 'smooth',
          scrollSnapType: 'x proximity',
          pb: 1,
          mx: -2,
          px: 2,
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
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
      </Box>
    </Stack>
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
    <ButtonBase
      onClick={() => onSelect(date)}
      disabled={disabled}
      aria-pressed={selected}
      aria-current={isToday ? 'date' : undefined}
      // Begins with the text on the button, so a voice command naming what is seen finds it.
      aria-label={t('dayStrip.day', { weekday, day, date: formatLongDate(date, locale) })}
      sx={{
        flex: '0 0 auto',
        width: 52,
        height: 68,
        borderRadius: 4,
        flexDirection: 'column',
        gap: 0.25,
        scrollSnapAlign: 'center',
        border: 2,
        borderColor: isToday && !selected ? 'primary.main' : 'transparent',
        bgcolor: selected ? 'primary.main' : 'background.paper',
        color: selected ? 'primary.contrastText' : 'text.primary',
        boxShadow: selected ? 3 : 0,
        transition: 'background-color 150ms, color 150ms',
        '&.Mui-disabled': { opacity: 0.4 },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'secondary.dark', outlineOffset: 2 },
      }}
    >
      <Typography
        aria-hidden
        variant="caption"
        sx={{ color: selected ? 'inherit' : 'text.secondary', lineHeight: 1.2 }}
      >
        {weekday}
      </Typography>
      {/* Keeps the two texts two words for anything that reads the button's text. */}{' '}
      <Typography aria-hidden sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.2 }}>
        {day}
      </Typography>
    </ButtonBase>
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
