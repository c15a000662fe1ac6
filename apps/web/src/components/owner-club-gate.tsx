import type { ReactNode } from 'react';
import type { MyClub } from '@courtside/shared';
import { useOwnerClub } from '@/lib/api/owner-club';
import { CardListSkeleton } from './card-list-skeleton';
import { ErrorState } from './error-state';

/** Waits for the owner's club: a skeleton while it loads, a retry if that fails, then children. */
export function OwnerClubGate({ children }: { children: (club: MyClub) => ReactNode }) {
  const club = useOwnerClub();
  if (club.isPending) return <CardListSkeleton photoSize={0} rows={3} />;
  if (club.isError)
    return <ErrorState onRetry={() => void club.refetch()} retrying={club.isFetching} />;
  return children(club.data);
}
