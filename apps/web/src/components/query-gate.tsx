import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './error-state';

interface QueryGateProps<T> {
  query: UseQueryResult<T>;
  /** The shape of the screen while the query loads. */
  skeleton: ReactNode;
  /** Shown when the query answers nothing to show (null); shape the data with its `select`. */
  empty?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}

/**
 * Waits for a query: its skeleton while it loads, a retry if that fails, the empty state when
 * it answered nothing (null or undefined), else the children with the data.
 */
export function QueryGate<T>({ query, skeleton, empty = null, children }: QueryGateProps<T>) {
  if (query.isPending) return skeleton;
  if (query.isError)
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return query.data == null ? empty : children(query.data);
}
