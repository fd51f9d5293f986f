import type { User } from '@auction/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { defaultPublicSettings } from '../src/features/site/api/public-settings';
import type { AuthContextValue } from '../src/lib/auth/auth-context';
import { queryKeys } from '../src/lib/query-keys';
import { FakeAuthProvider, fakeAuth } from './fake-auth';

interface Options {
  user?: User | null;
  auth?: Partial<AuthContextValue>;
  path?: string;
  state?: unknown;
}

/** Renders `routes` in a memory router with a fake session and a fresh query cache. */
export function renderRoutes(
  routes: RouteObject[],
  { user = null, auth = {}, path = '/', state }: Options = {},
) {
  const router = createMemoryRouter(routes, {
    initialEntries: [{ pathname: path.split(/[?#]/)[0], search: searchOf(path), hash: hashOf(path), state }],
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  // Site-wide data every layout reads; tests that need other answers stub the HTTP layer.
  queryClient.setQueryData(queryKeys.publicSettings, defaultPublicSettings);
  queryClient.setQueryData(queryKeys.maintenance, false);
  const authValue = fakeAuth(user, auth);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <FakeAuthProvider value={authValue}>
        <RouterProvider router={router} />
      </FakeAuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, auth: authValue, queryClient };
}

function searchOf(path: string): string {
  const match = /\?[^#]*/.exec(path);
  return match ? match[0] : '';
}

function hashOf(path: string): string {
  const index = path.indexOf('#');
  return index >= 0 ? path.slice(index) : '';
}
