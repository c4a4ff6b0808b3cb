import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Envelope answers (no permission, not found...) are final; only network trouble is retried.
      retry: (count, error) => count < 2 && error instanceof ApiError && error.extra.status === 0,
    },
  },
});
