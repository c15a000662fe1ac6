import type { ReactNode } from 'react';
import { FirstScreenPhotos } from './photo';
import styles from './card-list-item.module.css';

/** How many cards of a list a phone shows before any scrolling. */
export const cardsOnFirstScreen = 3;

/**
 * One card of a list (an `li` without a bullet); the pictures of the first few, on screen
 * before any scrolling, load at once.
 */
export function CardListItem({ index, children }: { index: number; children: ReactNode }) {
  return (
    <li className={styles.item}>
      <FirstScreenPhotos value={index < cardsOnFirstScreen}>{children}</FirstScreenPhotos>
    </li>
  );
}
