import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: stale after 5 minutes, 1 retry, no refetch on window focus. */
export const queryClientDefaults = {
  queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
} as const;

export const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
