import { QueryClient } from '@tanstack/react-query';
import { queryStaleTimeMs } from '@/config/query';
import { ApiError } from './errors';

/** A client error (4xx) will not change on retry; a network blip or a 5xx may. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: queryStaleTimeMs, gcTime: queryStaleTimeMs, retry: shouldRetry },
    },
  });
}
