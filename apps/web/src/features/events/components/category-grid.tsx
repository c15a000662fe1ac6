import type { ReactNode } from 'react';
import type { EventCategory } from '@courtside/shared';
import { Skeleton } from '@/components/skeleton';
import { CategoryTile } from './category-tile';
import styles from './category-grid.module.css';

function TileGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <div role={label ? 'list' : undefined} aria-label={label} className={styles.grid}>
      {children}
    </div>
  );
}

/** Two tiles a row: the first two rows are on a phone's first screen. */
const tilesOnFirstScreen = 4;

interface CategoryGridProps {
  label: string;
  categories: EventCategory[];
  isActive: (category: EventCategory) => boolean;
  onSelect: (category: EventCategory) => void;
}

export function CategoryGrid({ label, categories, isActive, onSelect }: CategoryGridProps) {
  return (
    <TileGrid label={label}>
      {categories.map((category, index) => (
        <div role="listitem" key={category.id}>
          <CategoryTile
            category={category}
            active={isActive(category)}
            onSelect={onSelect}
            place={index < tilesOnFirstScreen ? (index === 0 ? 'first' : 'above') : 'below'}
          />
        </div>
      ))}
    </TileGrid>
  );
}

const skeletonTiles = 6;

export function CategoryGridSkeleton() {
  return (
    <TileGrid>
      {Array.from({ length: skeletonTiles }, (_, index) => (
        <div key={index}>
          <Skeleton variant="block" className={styles.photo} />
          <Skeleton className={styles.name} />
        </div>
      ))}
    </TileGrid>
  );
}
