import { clsx } from 'clsx';
import styles from './icon.module.css';

interface IconProps {
  /** A shape from components/icons/. */
  path: string;
  className?: string;
  /** An arrow or chevron that points the other way when the layout runs right to left. */
  mirrored?: boolean;
}

/**
 * A decorative Material icon, 1em square in the text's colour; its control carries the name.
 * Shapes are Material's rounded icons' path data, one file each in icons/, so that each ships
 * only in the chunks of the screens that draw it.
 */
export function Icon({ path, className, mirrored = false }: IconProps) {
  return (
    <svg
      className={clsx(styles.icon, mirrored && styles.mirrored, className)}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
