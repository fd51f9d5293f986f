import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

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
  refetchInterval: 60_000,
});

export function useMaintenanceMode(): boolean {
  return useQuery(maintenanceStatusQuery).data ?? false;
}
