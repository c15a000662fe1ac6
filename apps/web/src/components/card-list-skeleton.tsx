import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

interface CardListSkeletonProps {
  /** The size of the square picture each card starts with. */
  photoSize: number;
  rows?: number;
}

/** The shape of a list of picture-and-text cards while it loads. */
export function CardListSkeleton({ photoSize, rows = 4 }: CardListSkeletonProps) {
  return (
    <Stack spacing={1.5} aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        <Card key={index} sx={{ p: 1.25 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Skeleton
              variant="rounded"
              width={photoSize}
              height={photoSize}
              sx={{ borderRadius: '14px', flexShrink: 0 }}
            />
            <Stack sx={{ flex: 1 }}>
              <Skeleton width="60%" height={28} />
              <Skeleton width="80%" />
              <Skeleton width="30%" />
            </Stack>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
