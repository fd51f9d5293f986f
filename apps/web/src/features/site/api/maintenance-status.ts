import { maintenanceStatusSchema } from '@auction/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

export const maintenanceStatusQuery = queryOptions({
  queryKey: queryKeys.maintenance,
  // Spec section 8: a failed check counts as "not in maintenance".
  queryFn: async () => {
    try {
      const { data } = await http.get('/api/maintenance/status', {
        silent: true,
        'axios-retry': { retries: 0 },
      });
      return maintenanceStatusSchema.parse(data).maintenance;
    } catch {
      return false;
    }
  },
  refetchInterval: 60_000,
});

export function useMaintenanceMode(): boolean {
  return useQuery(maintenanceStatusQuery).data ?? false;
}
