import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The server marks a page served during maintenance in its head, so the maintenance page shows
 * before any page asks for data (which would answer 503 and send the visitor to /login).
 */
function maintenanceInPageHead(): boolean | undefined {
  if (typeof document === 'undefined') return undefined;
  const mark = document.querySelector('meta[name="site-maintenance"]');
  return mark?.getAttribute('content') === 'on' ? true : undefined;
}

export const maintenanceStatusQuery = queryOptions({
  queryKey: queryKeys.maintenance,
  // Spec section 8: a failed check counts as "not in maintenance".
  queryFn: async () => {
    try {
      const { fetchMaintenanceMode } = await import('./site-requests');
      return await fetchMaintenanceMode();
    } catch {
      return false;
    }
  },
  initialData: maintenanceInPageHead,
  refetchInterval: 60_000,
});

export function useMaintenanceMode(): boolean {
  return useQuery(maintenanceStatusQuery).data ?? false;
}
