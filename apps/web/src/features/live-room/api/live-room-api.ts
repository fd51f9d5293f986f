import {
  type AbsenteeBid,
  absenteeBidSchema,
  type LiveSnapshot,
  liveSnapshotSchema,
} from '@auction/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** The live room as the server has it now (`GET /api/auctions/:id/live`). */
export const liveRoomQuery = (auctionId: string) =>
  queryOptions({
    queryKey: ['auction', auctionId, 'live-room'],
    queryFn: async (): Promise<LiveSnapshot> =>
      liveSnapshotSchema.parse((await http.get(`/api/auctions/${auctionId}/live`, { silent: true })).data),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** Leaves (or replaces) the bidder's absentee maximum on a lot still to come. */
export function useLeaveAbsenteeBid(lotId: string) {
  return useMutation({
    mutationFn: async (amount: number): Promise<AbsenteeBid> =>
      absenteeBidSchema.parse(
        (await http.put(`/api/lots/${lotId}/absentee-bid`, { amount }, { silent: true })).data,
      ),
  });
}
