import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { CoinPack } from '@courtside/shared';
import { FirstScreenPhotos } from '@/components/photo';
import { CoinPackCard, packPhotoSize } from './coin-pack-card';

function PackGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: 1.5,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {children}
    </Box>
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
          <Skeleton
            variant="rounded"
            sx={{
              aspectRatio: `${packPhotoSize.width} / ${packPhotoSize.height}`,
              height: 'auto',
              borderRadius: '20px',
            }}
          />
          <Skeleton width="60%" sx={{ mt: 1 }} />
          <Skeleton width="40%" />
        </li>
      ))}
    </PackGrid>
  );
}
