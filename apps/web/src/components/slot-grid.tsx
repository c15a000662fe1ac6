import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, darken, type Theme } from '@mui/material/styles';
import BlockRounded from '@mui/icons-material/BlockRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import type { Slot, SlotState } from '@courtside/shared';
import { hoursPerDay, slotStates } from '@courtside/shared/rules';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCallback } from '../lib/use-latest-callback';

type Look = SlotState | 'selected' | 'own';

// Each state differs by more than colour (icon, border style, strike-through), so it reads
// without colour vision and in greyscale.
const looks: Record<Look, (theme: Theme) => object> = {
  available: (theme) => ({
    bgcolor: 'background.paper',
    color: 'text.primary',
    border: `1.5px solid ${alpha(theme.palette.primary.main, 0.45)}`,
  }),
  selected: (theme) => ({
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    border: `1.5px solid ${theme.palette.primary.main}`,
    boxShadow: theme.shadows[3],
  }),
  booked: (theme) => ({
    bgcolor: alpha(theme.palette.error.main, 0.1),
    // Darker than error.dark, which falls just short of 4.5:1 on this tint.
    color: darken(theme.palette.error.dark, 0.2),
    border: `1.5px solid ${alpha(theme.palette.error.main, 0.35)}`,
  }),
  // Held by the player while they pay: theirs, not someone else's booking.
  own: (theme) => ({
    bgcolor: alpha(theme.palette.secondary.main, 0.35),
    color: 'text.primary',
    border: `1.5px solid ${theme.palette.secondary.dark}`,
  }),
  unavailable: (theme) => ({
    bgcolor: alpha(theme.palette.text.primary, 0.04),
    // Still a button (it says why it can't be chosen), so its hour must stay legible.
    color: 'text.secondary',
    border: `1.5px dashed ${theme.palette.divider}`,
    '& .slot-hour': { textDecoration: 'line-through' },
  }),
};

const icons: Record<Look, typeof CheckRounded | null> = {
  available: null,
  selected: CheckRounded,
  booked: EventBusyRounded,
  own: HourglassTopRounded,
  unavailable: BlockRounded,
};

export interface SlotGridProps {
  /** Names the grid for screen readers, e.g. 'Hours'. */
  label: string;
  slots: readonly Slot[];
  /** The chosen slot's start, in minutes after midnight. */
  selectedStart: number | null;
  /** Every slot can be tapped: a booked or unavailable one answers with its toast (SPEC 5). */
  onSelect: (start: number) => void;
  /** A second line under a slot's hour, e.g. who booked it on the owner's court screen. */
  secondaryText?: (slot: Slot) => string | null | undefined;
  /** The starts the player holds, which show as theirs rather than booked, with a short line. */
  held?: ReadonlyMap<number, string>;
}

/** SPEC 4: the slots of a day (every hour or half hour), each booked, available or unavailable. */
export function SlotGrid({
  label,
  slots,
  selectedStart,
  onSelect,
  secondaryText,
  held = new Map(),
}: SlotGridProps) {
  const wide = secondaryText !== undefined;
  const select = useLatestCallback(onSelect);
  return (
    <Stack spacing={1.5}>
      <Box role="group" aria-label={label} sx={gridSx(wide)}>
        {slots.map((slot) => (
          <SlotButton
            key={slot.start}
            {...slot}
            selected={slot.start === selectedStart}
            held={held.get(slot.start)}
            secondary={secondaryText?.(slot)}
            wide={wide}
            onSelect={select}
          />
        ))}
      </Box>
      <SlotLegend withOwn={held.size > 0} />
    </Stack>
  );
}

// The slot's fields one by one: the grid's slots are new objects on each render.
interface SlotButtonProps extends Slot {
  selected: boolean;
  held: string | undefined;
  secondary: string | null | undefined;
  wide: boolean;
  onSelect: (start: number) => void;
}

// Memoised: the screen around the grid renders again as each of its answers arrives.
const SlotButton = memo(function SlotButton({
  start,
  label,
  state: slotState,
  selected,
  held,
  secondary,
  wide,
  onSelect,
}: SlotButtonProps) {
  const { t } = useTranslation();
  const look: Look = selected ? 'selected' : held ? 'own' : slotState;
  const Icon = icons[look];
  const state = t(`slotGrid.states.${held ? 'own' : slotState}`);
  const caption = held ?? secondary;
  return (
    <ButtonBase
      onClick={() => onSelect(start)}
      aria-pressed={look === 'selected'}
      // The texts shown come first, in their order, so a voice command naming them finds it.
      aria-label={[label, caption, state].filter(Boolean).join(', ')}
      sx={(theme) => ({
        minHeight: wide ? 60 : 44,
        borderRadius: 3,
        px: 1,
        flexDirection: 'column',
        '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.secondary.dark}` },
        ...looks[look](theme),
      })}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {Icon && <Icon aria-hidden sx={{ fontSize: 16 }} />}
        <Typography className="slot-hour" variant="body2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
      </Stack>
      {/* Keeps the hour and its line two words for anything that reads the button's text. */}{' '}
      {caption && (
        <Typography
          variant="caption"
          dir="auto"
          noWrap
          sx={{ maxWidth: '100%', lineHeight: 1.3, opacity: 0.9 }}
        >
          {caption}
        </Typography>
      )}
    </ButtonBase>
  );
});

function gridSx(wide: boolean) {
  return {
    display: 'grid',
    gridTemplateColumns: `repeat(${wide ? 3 : 4}, minmax(0, 1fr))`,
    gap: 1,
  };
}

const SlotLegend = memo(function SlotLegend({ withOwn }: { withOwn: boolean }) {
  const { t } = useTranslation();
  const shown: Look[] = [...slotStates, 'selected', ...(withOwn ? ['own' as const] : [])];
  return (
    <Stack
      direction="row"
      aria-hidden
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, justifyContent: 'center' }}
    >
      {shown.map((look) => (
        <Stack key={look} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            sx={(theme) => ({ width: 14, height: 14, borderRadius: 1, ...looks[look](theme) })}
          />
          <Typography variant="caption" color="text.secondary">
            {t(`slotGrid.states.${look}`)}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
});

/** Placeholder of the grid's size while the day's bookings load. */
export function SlotGridSkeleton({ wide = false }: { wide?: boolean }) {
  return (
    <Box sx={gridSx(wide)}>
      {Array.from({ length: hoursPerDay }, (_, hour) => (
        <Skeleton key={hour} variant="rounded" height={wide ? 60 : 44} sx={{ borderRadius: 3 }} />
      ))}
    </Box>
  );
}
