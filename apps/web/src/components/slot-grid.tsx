import type { Slot, SlotState } from '@courtside/shared';
import { hoursPerDay, slotStates } from '@courtside/shared/rules';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCallback } from '../lib/use-latest-callback';
import { Icon } from './icon';
import { blockIcon } from './icons/block';
import { checkIcon } from './icons/check';
import { eventBusyIcon } from './icons/event-busy';
import { hourglassTopIcon } from './icons/hourglass-top';
import { Skeleton } from './skeleton';
import styles from './slot-grid.module.css';

type Look = SlotState | 'selected' | 'own';

// Each look's icon, besides its colours and border (slot-grid.module.css).
const icons: Record<Look, string | null> = {
  available: null,
  selected: checkIcon,
  booked: eventBusyIcon,
  own: hourglassTopIcon,
  unavailable: blockIcon,
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

const gridClass = (wide: boolean) => (wide ? `${styles.grid} ${styles.wide}` : styles.grid);

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
    <div className={styles.column}>
      <div role="group" aria-label={label} className={gridClass(wide)}>
        {slots.map((slot) => (
          <SlotButton
            key={slot.start}
            {...slot}
            selected={slot.start === selectedStart}
            held={held.get(slot.start)}
            secondary={secondaryText?.(slot)}
            onSelect={select}
          />
        ))}
      </div>
      <SlotLegend withOwn={held.size > 0} />
    </div>
  );
}

// The slot's fields one by one: the grid's slots are new objects on each render.
interface SlotButtonProps extends Slot {
  selected: boolean;
  held: string | undefined;
  secondary: string | null | undefined;
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
  onSelect,
}: SlotButtonProps) {
  const { t } = useTranslation();
  const look: Look = selected ? 'selected' : held ? 'own' : slotState;
  const icon = icons[look];
  const state = t(`slotGrid.states.${held ? 'own' : slotState}`);
  const caption = held ?? secondary;
  return (
    <button
      type="button"
      className={`${styles.slot} ${styles[look]}`}
      onClick={() => onSelect(start)}
      aria-pressed={look === 'selected'}
      // The texts shown come first, in their order, so a voice command naming them finds it.
      aria-label={[label, caption, state].filter(Boolean).join(', ')}
    >
      <span className={styles.line}>
        {icon && <Icon path={icon} className={styles.stateIcon} />}
        <span className={styles.hour}>{label}</span>
      </span>
      {/* Keeps the hour and its line two words for anything that reads the button's text. */}{' '}
      {caption && (
        <span className={styles.caption} dir="auto">
          {caption}
        </span>
      )}
    </button>
  );
});

const SlotLegend = memo(function SlotLegend({ withOwn }: { withOwn: boolean }) {
  const { t } = useTranslation();
  const shown: Look[] = [...slotStates, 'selected', ...(withOwn ? ['own' as const] : [])];
  return (
    <div className={styles.legend} aria-hidden>
      {shown.map((look) => (
        <span key={look} className={styles.legendItem}>
          <span className={`${styles.swatch} ${styles[look]}`} />
          <span className={styles.legendText}>{t(`slotGrid.states.${look}`)}</span>
        </span>
      ))}
    </div>
  );
});

/** Placeholder of the grid's size while the day's bookings load. */
export function SlotGridSkeleton({ wide = false }: { wide?: boolean }) {
  return (
    <div className={gridClass(wide)}>
      {Array.from({ length: hoursPerDay }, (_, hour) => (
        <Skeleton key={hour} variant="block" className={styles.skeleton} />
      ))}
    </div>
  );
}
