import Stack from '@mui/material/Stack';
import SportsTennisRounded from '@mui/icons-material/SportsTennisRounded';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Match } from '@courtside/shared';
import type { ReactNode } from 'react';
import { CardListSkeleton } from '@/components/card-list-skeleton';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';

/** A list of matches with its loading, failure and empty states. */
export function MatchList({
  query,
  emptyTitle,
  label,
  renderMatch,
}: {
  query: UseQueryResult<Match[]>;
  emptyTitle: string;
  label: string;
  renderMatch: (match: Match) => ReactNode;
}) {
  if (query.isPending) return <CardListSkeleton photoSize={0} rows={3} />;
  if (query.isError)
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data.length === 0)
    return <EmptyState icon={<SportsTennisRounded />} title={emptyTitle} />;
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ p: 0, m: 0 }}>
      {query.data.map(renderMatch)}
    </Stack>
  );
}
