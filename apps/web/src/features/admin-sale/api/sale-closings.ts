import { type SaleClosings, saleClosingsSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';
import { saleKeys } from './sale-queries';

const closingsKey = (auctionId: string) => [...saleKeys.all(auctionId), 'closings'] as const;

/** Whether staff have paused the sale's closings (decision 0093). */
export const saleClosingsQuery = (auctionId: string) =>
  queryOptions({
    queryKey: closingsKey(auctionId),
    queryFn: async () =>
      saleClosingsSchema.parse((await http.get(`/api/admin/auctions/${auctionId}/closings`)).data),
    staleTime: 10_000,
  });

/** Pauses or resumes every closing of the sale; a resume re-times the lots the pause caught. */
export function useSaleClosingsAction(auctionId: string, action: 'pause' | 'resume') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<SaleClosings> =>
      saleClosingsSchema.parse(
        (await http.post(`/api/admin/auctions/${auctionId}/closings/${action}`, {})).data,
      ),
    onSuccess: async (closings) => {
      client.setQueryData(closingsKey(auctionId), closings);
      // The lots' ends moved, and the house dashboard lists the paused sales.
      await Promise.all([
        client.invalidateQueries({ queryKey: saleKeys.dashboard(auctionId) }),
        client.invalidateQueries({ queryKey: queryKeys.adminDashboardFigures }),
      ]);
    },
  });
}
