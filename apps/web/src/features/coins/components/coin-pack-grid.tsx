import type { ReactNode } from 'react';
import type { CoinPack } from '@courtside/shared';
import { FirstScreenPhotos } from '@/components/photo';
import { Skeleton } from '@/components/skeleton';
import { CoinPackCard } from './coin-pack-card';
import styles from './coin-pack-grid.module.css';

function PackGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={styles.grid}>
      {children}
    </ul>
  );
}

interface CoinPackGridProps {
  label: string;
  packs: CoinPack[];
  onSelect: (pack: CoinPack) => void;
}

export function CoinPackGrid({ label, packs, onSelect }: CoinPackGridProps) {
  return (
    <PackGrid label={label}>
      {packs.map((pack, index) => (
        <li key={pack.id}>
          {/* Two packs a row: the first two rows are on the first screen. */}
          <FirstScreenPhotos value={index < 4}>
            <CoinPackCard pack={pack} onSelect={onSelect} />
          </FirstScreenPhotos>
        </li>
      ))}
    </PackGrid>
  );
}

const skeletonCards = 4;

export function CoinPackGridSkeleton() {
  return (
    <PackGrid>
      {Array.from({ length: skeletonCards }, (_, index) => (
        <li key={index}>
          <Skeleton variant="block" className={styles.photo} />
          <Skeleton width="60%" className={styles.firstLine} />
          <Skeleton width="40%" />
        </li>
      ))}
    </PackGrid>
  );
}
