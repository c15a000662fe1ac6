import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

const maxRetries = 2;

// A 4xx answer will not change on retry; network trouble and 5xx might.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < maxRetries;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
