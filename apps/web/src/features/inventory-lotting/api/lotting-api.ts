import {
  type LotCandidatesQuery,
  lotCandidateFiltersSchema,
  lotCandidateSchema,
  lotsFromInventoryResultSchema,
  unsoldItemActionResultSchema,
  unsoldItemSchema,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';
import { adminAuctionKeys, fetchAdminAuctionPage } from '../../../lib/staff-auctions';

export const lottingKeys = {
  candidates: (auctionId: string, filters: LotCandidatesQuery) =>
    ['admin', 'lot-candidates', auctionId, filters] as const,
  filters: ['admin', 'lot-candidates', 'filters'] as const,
  unsold: (auctionId: string) => ['admin', 'auctions', 'one', auctionId, 'unsold-items'] as const,
  openAuctions: ['admin', 'auctions', 'list', 'relist-targets'] as const,
};

/** Only the filters staff set go in the address. */
function setFilters(filters: LotCandidatesQuery): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<string, string>;
}

export const lotCandidatesQuery = (auctionId: string, filters: LotCandidatesQuery) =>
  queryOptions({
    queryKey: lottingKeys.candidates(auctionId, filters),
    queryFn: async () =>
      z
        .array(lotCandidateSchema)
        .parse(
          (await http.get(`/api/admin/auctions/${auctionId}/lot-candidates`, { params: setFilters(filters) }))
            .data,
        ),
  });

export const lotCandidateFiltersQuery = queryOptions({
  queryKey: lottingKeys.filters,
  queryFn: async () =>
    lotCandidateFiltersSchema.parse((await http.get('/api/admin/lot-candidates/filters')).data),
});

export const unsoldItemsQuery = (auctionId: string) =>
  queryOptions({
    queryKey: lottingKeys.unsold(auctionId),
    queryFn: async () =>
      z.array(unsoldItemSchema).parse((await http.get(`/api/admin/auctions/${auctionId}/unsold-items`)).data),
  });

/** Auctions an unsold item can go into: drafts and scheduled sales. */
export const relistTargetsQuery = queryOptions({
  queryKey: lottingKeys.openAuctions,
  queryFn: async () => {
    const pages = await Promise.all(
      ['draft', 'scheduled'].map((status) =>
        fetchAdminAuctionPage({ status, per_page: 100, page: 1, sort: 'created_at', order: 'desc' }),
      ),
    );
    return pages.flatMap((page) => page.data).map((auction) => ({ id: auction.id, title: auction.title }));
  },
});

export function useAddFromInventory(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (itemIds: string[]) =>
      lotsFromInventoryResultSchema.parse(
        (await http.post(`/api/admin/auctions/${auctionId}/lots/from-inventory`, { item_ids: itemIds })).data,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminAuctionKeys.one(auctionId) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'lot-candidates'] });
    },
  });
}

export function useUnsoldItemAction(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action:
        | { kind: 'relist'; itemId: string; auctionId: string }
        | { kind: 'return'; itemId: string; note: string },
    ) => {
      const url = `/api/admin/inventory/${action.itemId}/${action.kind}`;
      const body = action.kind === 'relist' ? { auction_id: action.auctionId } : { note: action.note };
      return unsoldItemActionResultSchema.parse((await http.post(url, body)).data);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: lottingKeys.unsold(auctionId) });
      void queryClient.invalidateQueries({ queryKey: adminAuctionKeys.all });
    },
  });
}
