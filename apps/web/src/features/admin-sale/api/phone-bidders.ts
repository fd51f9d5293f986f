import {
  type PhoneBidderBody,
  type PhoneBidders,
  phoneBidderSchema,
  phoneBiddersSchema,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { saleKeys } from './sale-queries';

const phoneKey = (auctionId: string) => [...saleKeys.all(auctionId), 'phone-bidders'] as const;

/** A live sale's phone bidders: paddle, number, the lots they want and who takes the line. */
export const phoneBiddersQuery = (auctionId: string) =>
  queryOptions({
    queryKey: phoneKey(auctionId),
    queryFn: async (): Promise<PhoneBidders> =>
      phoneBiddersSchema.parse((await http.get(`/api/admin/auctions/${auctionId}/phone-bidders`)).data),
  });

/** Sets up (or changes) a registered bidder's phone line; the list follows. */
export function useSavePhoneBidder(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PhoneBidderBody) =>
      phoneBidderSchema.parse((await http.put(`/api/admin/auctions/${auctionId}/phone-bidders`, body)).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneKey(auctionId) }),
  });
}
