import { Glyph, type GlyphName } from '@/components/glyph';
import styles from './auth.module.css';

interface GameToggleProps {
  label: string;
  icon: GlyphName;
  selected: boolean;
  onChange: (selected: boolean) => void;
}

/** One sport of "Choose Game": pressed means the player plays it. */
export function GameToggle({ label, icon, selected, onChange }: GameToggleProps) {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={selected}
      onClick={() => onChange(!selected)}
    >
      <Glyph name={icon} className={styles.toggleIcon} />
      {label}
      {selected && <Glyph name="checkCircle" className={styles.check} />}
    </button>
  );
}
