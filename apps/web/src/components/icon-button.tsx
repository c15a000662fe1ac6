import type { ButtonHTMLAttributes } from 'react';
import { Icon } from './icon';
import styles from './icon-button.module.css';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What the button does, for screen readers: the icon alone says nothing. */
  'aria-label': string;
  /** A shape from components/icons/. */
  icon: string;
  mirrored?: boolean;
  /** Sits against the start edge of a bar, its icon aligned with the bar's padding. */
  edge?: 'start';
}

/** A round button that shows only an icon. */
export function IconButton({ icon, mirrored, edge, className, ...button }: IconButtonProps) {
  const classes = [styles.button, edge === 'start' && styles.edgeStart, className];
  return (
    <button type="button" className={classes.filter(Boolean).join(' ')} {...button}>
      <Icon path={icon} mirrored={mirrored} />
    </button>
  );
}
