/** TanStack Query defaults for server state (ARCHITECTURE §8). Keys start with the feature name. */
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

/** A 4xx will not change on retry; a network blip or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Requests go out whatever the browser's online flag says (networkMode 'always'): navigator.onLine follows the
 * machine's network interfaces, not whether the SLDC's server answers, and TanStack Query's default would hold every
 * request — a click on Approve included — silently until an 'online' event. A request that cannot go out fails, and
 * the page shows its error.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
