import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import { isOffline } from '../lib/connectivity';

const maxRetries = 2;

// A 4xx answer will not change on retry; network trouble and 5xx might, unless the device is
// offline: then the screen says so at once, and the query runs again when the network is back.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (isOffline()) return false;
  return failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': offline, a query fails at once (and its screen shows the offline state)
      // instead of pausing behind a skeleton that never ends.
      queries: { retry: shouldRetry, staleTime: 60_000, networkMode: 'always' },
      mutations: { retry: false },
    },
  });
}
