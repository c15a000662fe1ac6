import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import styles from './count-badge.module.css';

interface CountBadgeProps {
  /** Nothing shows without one: no badge at all, not a hidden zero. */
  count: number | null | undefined;
  /** The child's name already says the count (a tab's "Menu, 3 new"): the badge is not read. */
  silent?: boolean;
  /**
   * 'alert' (red) for what waits on the reader, hidden at zero; 'tally' (lime) for how many a
   * list holds, zero included.
   */
  tone?: 'alert' | 'tally';
  /** On the anchor, to size it in its row (it sets no size of its own). */
  className?: string;
  children: ReactNode;
}

/** A count on the top end corner of what it wraps, 99+ past 99. */
export function CountBadge({
  count,
  silent = false,
  tone = 'alert',
  className,
  children,
}: CountBadgeProps) {
  const shown = tone === 'tally' ? typeof count === 'number' : Boolean(count);
  // The anchor stays without a count, so what it wraps keeps its place in its row.
  return (
    <span className={clsx(styles.anchor, className)}>
      {children}
      {shown && typeof count === 'number' ? (
        <span className={clsx(styles.badge, styles[tone])} aria-hidden={silent || undefined}>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </span>
  );
}
