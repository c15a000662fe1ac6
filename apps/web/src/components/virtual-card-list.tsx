import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { cardsOnFirstScreen } from './card-list-item';
import { FirstScreenPhotos } from './photo';
import styles from './virtual-card-list.module.css';

export interface VirtualCardListProps<T> {
  items: readonly T[];
  /** The list's accessible name. */
  label: string;
  keyOf: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** A card's height before it is measured, in px. */
  estimateHeight: number;
  /** Whether the server has more after the last item loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

// The vertical gap between cards, in px (the lists' usual spacing of 1.5).
const gap = 12;
// Cards kept above and below the screen, so a quick scroll does not show blanks.
const overscan = 4;
// The next page is asked for while this many loaded cards are still below the screen.
const loadAhead = 6;

/**
 * A long list of cards that puts only those on or near the screen into the page (the page
 * scrolls, not the list), and asks for the next page as its end comes near.
 */
export function VirtualCardList<T>(props: VirtualCardListProps<T>) {
  const { items, label, keyOf, renderItem, estimateHeight, hasMore, loadingMore, loadMore } = props;
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts in the page, read again as pages arrive (what is above may change).
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, [items.length]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateHeight,
    overscan,
    gap,
    scrollMargin: offset,
    getItemKey: (index) => keyOf(items[index]!),
  });
  const shown = virtualizer.getVirtualItems();
  const lastShown = shown.at(-1)?.index ?? -1;
  useLoadAhead({ lastShown, count: items.length, hasMore, loadingMore, loadMore });

  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={styles.list}
      // Sizes and places that change as cards are measured.
      style={{ height: virtualizer.getTotalSize() }}
    >
      {shown.map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          className={styles.row}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          <FirstScreenPhotos value={row.index < cardsOnFirstScreen}>
            {renderItem(items[row.index]!, row.index)}
          </FirstScreenPhotos>
        </li>
      ))}
    </ul>
  );
}

function useLoadAhead(state: {
  lastShown: number;
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}) {
  const { lastShown, count, hasMore, loadingMore, loadMore } = state;
  const near = lastShown >= count - loadAhead;
  useLayoutEffect(() => {
    if (near && hasMore && !loadingMore) loadMore();
  }, [near, hasMore, loadingMore, loadMore]);
}
