import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

interface SkeletonProps {
  /** A line of text's height, or a block whose size and corners the class or style give. */
  variant?: 'text' | 'block' | 'circular';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A shape where content will be while it loads. Journeys wait for every `data-skeleton` to
 * go before they look at a screen.
 */
export function Skeleton({ variant = 'text', width, height, className }: SkeletonProps) {
  const classes = clsx(styles.skeleton, styles[variant], className);
  return <span className={classes} style={{ width, height }} data-skeleton aria-hidden />;
}
