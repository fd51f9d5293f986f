import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 9: stale after 5 minutes, 1 retry, no refetch on window focus. Network mode
 * 'always' leaves offline handling to the HTTP client, which refuses with the spec's message
 * instead of the query cache silently pausing the request.
 */
export const queryClientDefaults = {
  queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
  mutations: { networkMode: 'always' },
} as const;

export const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
