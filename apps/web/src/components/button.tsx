import { clsx } from 'clsx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './button.module.css';

interface ButtonLook {
  /** Filled for a screen's main action, outlined beside it, text for the least. */
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  /** Red, for the button that takes something away (cancel a booking, remove a player). */
  danger?: boolean;
  /** An icon before the label (`<Icon …/>`), drawn 20 pixels. */
  startIcon?: ReactNode;
  fullWidth?: boolean;
  /** Label and icon from the start edge, for a tall choice with a line under its name. */
  alignStart?: boolean;
  className?: string;
}

export interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** On its way: a spinner shows, and the button takes no second press. */
  loading?: boolean;
  /**
   * Where the spinner shows: in place of the label (which keeps its room), or, for a
   * button with a start icon, in place of the icon, the label staying.
   */
  loadingPosition?: 'center' | 'start';
}

/** A pill-shaped button in the app's colours. */
export function Button({
  variant,
  size,
  danger,
  alignStart,
  startIcon,
  loading = false,
  loadingPosition = 'center',
  fullWidth,
  className,
  disabled,
  type = 'button',
  children,
  ...button
}: ButtonProps) {
  const spinnerAtStart = loading && loadingPosition === 'start';
  const look = { variant, size, danger, fullWidth, alignStart, className };
  return (
    <button
      type={type}
      className={classesOf(look, loading && !spinnerAtStart && styles.loading)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...button}
    >
      <StartIcon icon={startIcon} spinning={spinnerAtStart} />
      {children}
    </button>
  );
}

type ButtonLinkProps = ButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> &
  // A screen of the app, or a page elsewhere (a payment provider's checkout).
  ({ to: string; href?: never } | { href: string; to?: never });

/** A link drawn as a button. */
export function ButtonLink({
  to,
  href,
  variant,
  size,
  danger,
  startIcon,
  fullWidth,
  className,
  children,
  ...anchor
}: ButtonLinkProps) {
  const look = classesOf({ variant, size, danger, fullWidth, className });
  const content = (
    <>
      <StartIcon icon={startIcon} />
      {children}
    </>
  );
  if (to !== undefined) {
    return (
      <Link to={to} className={look} {...anchor}>
        {content}
      </Link>
    );
  }
  return (
    <a href={href} className={look} {...anchor}>
      {content}
    </a>
  );
}

function StartIcon({ icon, spinning = false }: { icon: ReactNode; spinning?: boolean }) {
  if (spinning) return <span className={`${styles.startIcon} ${styles.spinner}`} />;
  return icon ? <span className={styles.startIcon}>{icon}</span> : null;
}

function classesOf(look: ButtonLook, ...more: (string | false | undefined)[]) {
  const { variant = 'text', size = 'medium', danger, fullWidth, alignStart, className } = look;
  return clsx(
    styles.button,
    styles[variant],
    styles[size],
    danger && styles.danger,
    fullWidth && styles.fullWidth,
    alignStart && styles.alignStart,
    className,
    more,
  );
}
