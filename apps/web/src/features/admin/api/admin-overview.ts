import { adminOverviewSchema, outboxMailSchema, pageOf } from '@auction/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

const outboxPageSchema = pageOf(outboxMailSchema);
export const OUTBOX_PAGE_SIZE = 10;

export const adminOverviewQuery = queryOptions({
  queryKey: queryKeys.adminOverview,
  queryFn: async () => adminOverviewSchema.parse((await http.get('/api/admin/overview')).data),
  staleTime: 30_000,
});

export const adminOutboxQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.adminOutbox(page),
    queryFn: async () =>
      outboxPageSchema.parse(
        (await http.get('/api/admin/outbox', { params: { page, per_page: OUTBOX_PAGE_SIZE } })).data,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
