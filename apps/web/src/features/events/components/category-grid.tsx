import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { EventCategory } from '@courtside/shared';
import { CategoryTile } from './category-tile';

function TileGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Box
      role={label ? 'list' : undefined}
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
    >
      {children}
    </Box>
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
        <Box role="listitem" key={category.id}>
          <CategoryTile
            category={category}
            active={isActive(category)}
            onSelect={onSelect}
            place={index < tilesOnFirstScreen ? (index === 0 ? 'first' : 'above') : 'below'}
          />
        </Box>
      ))}
    </TileGrid>
  );
}

const skeletonTiles = 6;

export function CategoryGridSkeleton() {
  return (
    <TileGrid>
      {Array.from({ length: skeletonTiles }, (_, index) => (
        <Box key={index}>
          <Skeleton
            variant="rounded"
            sx={{ aspectRatio: '4 / 3', height: 'auto', borderRadius: '20px' }}
          />
          <Skeleton width="60%" sx={{ mt: 1 }} />
        </Box>
      ))}
    </TileGrid>
  );
}
