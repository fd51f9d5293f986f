import {
  auctionDetailSchema,
  auctionSchema,
  bidHistoryItemSchema,
  categorySchema,
  lotDetailSchema,
  lotSchema,
  pageOf,
  pastAuctionSchema,
} from '@auction/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';
import { isNotFound } from '../../../lib/http/is-not-found';
import { queryKeys } from '../../../lib/query-keys';

const auctionPageSchema = pageOf(auctionSchema);
const pastAuctionPageSchema = pageOf(pastAuctionSchema);
const lotPageSchema = pageOf(lotSchema);
const bidHistorySchema = z.object({ data: z.array(bidHistoryItemSchema) });

/** Query-string values; empty ones are left out so the server applies its defaults. */
export type ListParams = Record<string, string | number | undefined>;

function clean(params: ListParams): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/** Spec section 9 retries a failed query once; an unknown id will not appear on a retry. */
const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;

export const auctionListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['public', 'auctions', clean(params)],
    queryFn: async () =>
      auctionPageSchema.parse((await http.get('/api/auctions', { params: clean(params) })).data),
    placeholderData: keepPreviousData,
  });

export const pastAuctionListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['public', 'auctions', 'past', clean(params)],
    queryFn: async () =>
      pastAuctionPageSchema.parse((await http.get('/api/auctions/past', { params: clean(params) })).data),
    placeholderData: keepPreviousData,
  });

export const auctionQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.auction(id),
    queryFn: async () => auctionDetailSchema.parse((await http.get(`/api/auctions/${id}`)).data),
    retry: retryUnlessNotFound,
  });

export const auctionLotsQuery = (id: string, params: ListParams) =>
  queryOptions({
    queryKey: ['public', 'auction', id, 'lots', clean(params)],
    queryFn: async () =>
      lotPageSchema.parse((await http.get(`/api/auctions/${id}/lots`, { params: clean(params) })).data),
    placeholderData: keepPreviousData,
  });

export const lotQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.lot(id),
    queryFn: async () => lotDetailSchema.parse((await http.get(`/api/lots/${id}`)).data),
    retry: retryUnlessNotFound,
  });

export const lotBidsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.lotBids(id),
    queryFn: async () => bidHistorySchema.parse((await http.get(`/api/lots/${id}/bids`)).data).data,
  });

export const categoryQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public', 'category', slug],
    queryFn: async () => categorySchema.parse((await http.get(`/api/categories/${slug}`)).data),
    retry: retryUnlessNotFound,
  });
