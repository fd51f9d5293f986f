import {
  type PaperAbsenteeBidBody,
  type StaffAbsenteeBids,
  staffAbsenteeBidSchema,
  staffAbsenteeBidsSchema,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { saleKeys } from './sale-queries';

const absenteeKey = (auctionId: string) => [...saleKeys.all(auctionId), 'absentee-bids'] as const;

/** A live sale's absentee maxima: online and keyed in from paper, in lot order, highest first. */
export const absenteeBidsQuery = (auctionId: string) =>
  queryOptions({
    queryKey: absenteeKey(auctionId),
    queryFn: async (): Promise<StaffAbsenteeBids> =>
      staffAbsenteeBidsSchema.parse((await http.get(`/api/admin/auctions/${auctionId}/absentee-bids`)).data),
  });

/** Keys in a maximum from a bidder's paper form; the list follows. */
export function useKeyInAbsenteeBid(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PaperAbsenteeBidBody) =>
      staffAbsenteeBidSchema.parse(
        (await http.post(`/api/admin/auctions/${auctionId}/absentee-bids`, body)).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absenteeKey(auctionId) }),
  });
}
