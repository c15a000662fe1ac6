import { Icon } from '@/components/icon';
import { checkCircleIcon } from '@/components/icons/check-circle';
import styles from './auth.module.css';

interface GameToggleProps {
  label: string;
  /** A shape from components/icons/. */
  icon: string;
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
      <Icon path={icon} className={styles.toggleIcon} />
      {label}
      {selected && <Icon path={checkCircleIcon} className={styles.check} />}
    </button>
  );
}
