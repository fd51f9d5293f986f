import { auctionSchema, categorySchema, incrementProfileSchema, pageOf } from '@auction/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';
import { isNotFound } from '../../../lib/http/is-not-found';

const auctionPageSchema = pageOf(auctionSchema);
const profilesSchema = z.object({ data: z.array(incrementProfileSchema) });
const categoriesSchema = z.object({ data: z.array(categorySchema) });

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

export const adminAuctionQuery = (id: string) =>
  queryOptions({
    queryKey: adminAuctionKeys.one(id),
    queryFn: async () => auctionSchema.parse((await http.get(`/api/admin/auctions/${id}`)).data),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export const incrementProfilesQuery = queryOptions({
  queryKey: ['admin', 'increment-profiles'] as const,
  queryFn: async () => profilesSchema.parse((await http.get('/api/admin/increment-profiles')).data).data,
  staleTime: 60_000,
});

export const categoryOptionsQuery = queryOptions({
  queryKey: ['public', 'categories'] as const,
  queryFn: async () => categoriesSchema.parse((await http.get('/api/categories')).data).data,
  staleTime: 5 * 60_000,
});
