import { type LotGroup, type LotGroupBody, lotGroupSchema, lotGroupsSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { adminAuctionKeys } from '../../../lib/staff-auctions';

/** Under the auction's own key, so a change to the auction or its lots refreshes the choices too. */
const lotGroupsKey = (auctionId: string) => [...adminAuctionKeys.one(auctionId), 'lot-groups'] as const;

/** The sale's lots offered together, each group's lots in sale order. */
export const lotGroupsQuery = (auctionId: string) =>
  queryOptions({
    queryKey: lotGroupsKey(auctionId),
    queryFn: async (): Promise<LotGroup[]> =>
      lotGroupsSchema.parse((await http.get(`/api/admin/auctions/${auctionId}/lot-groups`)).data).data,
  });

/**
 * Offers the named lots together: as a choice, or as a grouped lot for one hammer split equally or
 * by estimate. Silent: the form shows the refusal on the field or above it.
 */
export function useOfferChoice(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lots, way }: { lots: string; way: 'choice' | 'equal' | 'estimate' }) => {
      const body: LotGroupBody =
        way === 'choice' ? { kind: 'choice', lots } : { kind: 'grouped', split_rule: way, lots };
      return lotGroupSchema.parse(
        (await http.post(`/api/admin/auctions/${auctionId}/lot-groups`, body, { silent: true })).data,
      );
    },
    onSuccess: (group) => {
      queryClient.setQueryData<LotGroup[]>(lotGroupsKey(auctionId), (groups) => [...(groups ?? []), group]);
      void queryClient.invalidateQueries({ queryKey: lotGroupsKey(auctionId) });
    },
  });
}

/** Takes a choice apart: its lots are offered one by one again. */
export function useTakeApartChoice(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (groupId: string) => {
      await http.delete(`/api/admin/auctions/${auctionId}/lot-groups/${groupId}`);
      return groupId;
    },
    onSuccess: (groupId) => {
      queryClient.setQueryData<LotGroup[]>(lotGroupsKey(auctionId), (groups) =>
        groups?.filter((group) => group.id !== groupId),
      );
      void queryClient.invalidateQueries({ queryKey: lotGroupsKey(auctionId) });
    },
  });
}
