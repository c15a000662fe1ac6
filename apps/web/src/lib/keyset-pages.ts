import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** What every list read by keyset shares: it starts without a cursor and follows `nextCursor`. */
export const keysetPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor,
};

/** A page's query string (`?…`, or nothing): the list's filters (those unset left out), then the cursor. */
export function pageSearch(
  filters: Record<string, string | number | null | undefined>,
  cursor: string | null,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  if (cursor) search.set('cursor', cursor);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The loaded items of a paged list, and how to ask for more, as the virtual list takes them. */
export function loadedPages<T>(query: UseInfiniteQueryResult<InfiniteData<Page<T>>>) {
  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
