import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveStream } from '@/lib/live-stream';
import { championshipKeys } from '@/lib/query-keys';
import { openSeasonStream } from './api/season-stream';

/**
 * Keeps a championship's season live while its page is open, for anyone looking at it (its
 * owner, its players, a fan): the page's own stream says when the season changed, and the
 * page reads it again. Each time the stream opens the season is read again too, since a change
 * made before it opened (after the page's read, or while it was closed) was not heard.
 */
export function useLiveSeason(championshipId: string): void {
  const queryClient = useQueryClient();
  const source = useMemo(() => {
    const readAgain = () =>
      void queryClient.invalidateQueries({ queryKey: championshipKeys.season(championshipId) });
    return {
      open: (signal: AbortSignal) => openSeasonStream(championshipId, signal),
      listener: async () => (event: string) => {
        if (event === 'championship') readAgain();
      },
      onOpen: readAgain,
    };
  }, [queryClient, championshipId]);
  useLiveStream(source);
}
