import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ownerCourtPhotoSize } from './owner-court-card';

const skeletonCards = 3;

export function OwnerCourtListSkeleton() {
  return (
    <Stack spacing={1.5}>
      {Array.from({ length: skeletonCards }, (_, index) => (
        <Card key={index} sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1.5} useFlexGap>
            <Skeleton variant="rounded" {...ownerCourtPhotoSize} sx={{ borderRadius: '14px' }} />
            <Stack sx={{ flex: 1 }}>
              <Skeleton width="70%" height={28} />
              <Skeleton width="45%" />
              <Skeleton width="90%" />
            </Stack>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
