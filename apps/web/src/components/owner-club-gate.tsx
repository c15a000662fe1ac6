import type { ReactNode } from 'react';
import type { MyClub } from '@courtside/shared';
import { useOwnerClub } from '@/lib/api/owner-club';
import { CardListSkeleton } from './card-list-skeleton';
import { QueryGate } from './query-gate';

/** Waits for the owner's club: a skeleton while it loads, a retry if that fails, then children. */
export function OwnerClubGate({ children }: { children: (club: MyClub) => ReactNode }) {
  return (
    <QueryGate query={useOwnerClub()} skeleton={<CardListSkeleton photoSize={0} rows={3} />}>
      {children}
    </QueryGate>
  );
}
