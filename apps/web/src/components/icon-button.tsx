import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { Icon } from './icon';
import styles from './icon-button.module.css';

interface IconButtonLook {
  /** What the button does, for screen readers: the icon alone says nothing. */
  'aria-label': string;
  /** A shape from components/icons/. */
  icon: string;
  mirrored?: boolean;
  /** Sits against the start edge of a bar, its icon aligned with the bar's padding. */
  edge?: 'start';
  /**
   * The app's colour for the one way on from a part (an info link), red for a marked heart
   * or a refusal, amber for a marked star, green for an acceptance.
   */
  tone?: 'primary' | 'danger' | 'warning' | 'success';
  className?: string;
}

type IconButtonProps = IconButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | keyof IconButtonLook>;

const classesOf = ({
  edge,
  tone,
  className,
}: Pick<IconButtonLook, 'edge' | 'tone' | 'className'>) =>
  clsx(styles.button, edge === 'start' && styles.edgeStart, tone && styles[tone], className);

/** A round button that shows only an icon. */
export function IconButton({ icon, mirrored, edge, tone, className, ...button }: IconButtonProps) {
  return (
    <button type="button" className={classesOf({ edge, tone, className })} {...button}>
      <Icon path={icon} mirrored={mirrored} />
    </button>
  );
}

/** A link to another screen, drawn as a round icon button. */
export function IconLink({ to, icon, mirrored, ...look }: IconButtonLook & { to: string }) {
  return (
    <Link to={to} className={classesOf(look)} aria-label={look['aria-label']}>
      <Icon path={icon} mirrored={mirrored} />
    </Link>
  );
}
