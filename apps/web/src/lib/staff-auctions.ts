import { auctionSchema, pageOf } from '@auction/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http/client';
import { isNotFound } from './http/is-not-found';

const auctionPageSchema = pageOf(auctionSchema);

/** Staff auction queries share this prefix, so a change refreshes every list and form. */
export const adminAuctionKeys = {
  all: ['admin', 'auctions'] as const,
  lists: ['admin', 'auctions', 'list'] as const,
  one: (id: string) => ['admin', 'auctions', 'one', id] as const,
  lots: (id: string) => ['admin', 'auctions', 'one', id, 'lots'] as const,
};

/** One page of the staff auction list: `page`, `per_page`, `sort`, `order`, `q`, `status`. */
export async function fetchAdminAuctionPage(params: Record<string, string | number>) {
  return auctionPageSchema.parse((await http.get('/api/admin/auctions', { params })).data);
}

/** One auction as staff see it: the auction pages, the clerk panel. */
export const adminAuctionQuery = (id: string) =>
  queryOptions({
    queryKey: adminAuctionKeys.one(id),
    queryFn: async () => auctionSchema.parse((await http.get(`/api/admin/auctions/${id}`)).data),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
