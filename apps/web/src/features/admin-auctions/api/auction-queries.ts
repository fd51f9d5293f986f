import { auctionSchema, categorySchema, incrementProfileSchema, pageOf } from '@auction/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { z } from 'zod';
import { http } from '../../../lib/http/client';

const auctionPageSchema = pageOf(auctionSchema);
const profilesSchema = z.object({ data: z.array(incrementProfileSchema) });
const categoriesSchema = z.object({ data: z.array(categorySchema) });

const ADMIN_AUCTIONS_PAGE_SIZE = 20;

/** Staff auction queries share this prefix, so a change refreshes every list and form. */
export const adminAuctionKeys = {
  all: ['admin', 'auctions'] as const,
  list: (params: Record<string, string | number>) => ['admin', 'auctions', 'list', params] as const,
  one: (id: string) => ['admin', 'auctions', 'one', id] as const,
  lots: (id: string) => ['admin', 'auctions', 'one', id, 'lots'] as const,
};

export function isNotFound(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 404;
}

interface AdminAuctionListParams {
  q: string;
  status: string;
  page: number;
}

export const adminAuctionListQuery = ({ q, status, page }: AdminAuctionListParams) => {
  const params: Record<string, string | number> = { page, per_page: ADMIN_AUCTIONS_PAGE_SIZE };
  if (q) params.q = q;
  if (status) params.status = status;
  return queryOptions({
    queryKey: adminAuctionKeys.list(params),
    queryFn: async () => auctionPageSchema.parse((await http.get('/api/admin/auctions', { params })).data),
    placeholderData: keepPreviousData,
  });
};

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
