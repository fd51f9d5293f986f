import { adminDashboardFiguresSchema } from '@auction/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

export const dashboardFiguresQuery = queryOptions({
  queryKey: queryKeys.adminDashboardFigures,
  queryFn: async () =>
    adminDashboardFiguresSchema.parse((await http.get('/api/admin/dashboard/figures')).data),
  staleTime: 30_000,
  refetchInterval: 60_000,
});
