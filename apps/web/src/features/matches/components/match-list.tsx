import type { InfiniteData, UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { Match, MatchPage } from '@courtside/shared';
import type { ReactNode } from 'react';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Icon } from '@/components/icon';
import { sportsTennisIcon } from '@/components/icons/sports-tennis';
import { LazyVirtualCardList } from '@/components/lazy-virtual-card-list';
import { loadedPages } from '@/lib/keyset-pages';
import styles from './match-list.module.css';

type PagedMatches = UseInfiniteQueryResult<InfiniteData<MatchPage>>;

/**
 * A list of matches with its loading, failure and empty states: read whole (`li` cards), or
 * page by page with only the cards on screen drawn (the card inside the list's own `li`).
 */
export function MatchList({
  query,
  emptyTitle,
  emptyAction,
  label,
  renderMatch,
}: {
  query: UseQueryResult<Match[]> | PagedMatches;
  emptyTitle: string;
  /** What an empty list offers to do instead (a way to find matches). */
  emptyAction?: ReactNode;
  label: string;
  renderMatch: (match: Match) => ReactNode;
}) {
  if (query.isPending) return <CardListSkeleton photoSize={0} rows={3} />;
  // A list loaded once stays shown when a refresh fails (offline, say).
  if (query.isLoadingError)
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const paged = 'hasNextPage' in query ? loadedPages(query) : null;
  const items = paged ? paged.items : (query.data as Match[]);
  if (items.length === 0)
    return (
      <EmptyState icon={<Icon path={sportsTennisIcon} />} title={emptyTitle} action={emptyAction} />
    );
  if (paged)
    return (
      <LazyVirtualCardList
        photoSize={0}
        label={label}
        keyOf={(match) => match.id}
        estimateHeight={150}
        renderItem={renderMatch}
        {...paged}
      />
    );
  return (
    <ul aria-label={label} className={styles.list}>
      {items.map(renderMatch)}
    </ul>
  );
}
