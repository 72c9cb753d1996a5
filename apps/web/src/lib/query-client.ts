/** TanStack Query defaults for server state (ARCHITECTURE §8). Keys start with the feature name. */
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

/** A 4xx will not change on retry; a network blip or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
