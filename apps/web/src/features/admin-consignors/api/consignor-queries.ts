import {
  type ConsignorPage,
  consignorAdvancesSchema,
  consignorDetailSchema,
  consignorItemPageSchema,
  consignorPageSchema,
  userLookupResultSchema,
} from '@auction/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';
import { isNotFound } from '../../../lib/http/is-not-found';

/** Every consignor query shares this prefix, so a change refreshes the list, the picker and the page. */
export const consignorKeys = {
  all: ['admin', 'consignors'] as const,
  lists: ['admin', 'consignors', 'list'] as const,
  one: (id: string) => ['admin', 'consignors', 'one', id] as const,
  items: (id: string) => ['admin', 'consignors', 'items', id] as const,
  advances: (id: string) => ['admin', 'consignors', 'advances', id] as const,
  profiles: ['admin', 'consignors', 'commission-profiles'] as const,
  users: (q: string) => ['admin', 'consignors', 'users', q] as const,
};

export async function fetchConsignorPage(params: Record<string, string | number>): Promise<ConsignorPage> {
  return consignorPageSchema.parse((await http.get('/api/admin/consignors', { params })).data);
}

export const consignorQuery = (id: string) =>
  queryOptions({
    queryKey: consignorKeys.one(id),
    queryFn: async () => consignorDetailSchema.parse((await http.get(`/api/admin/consignors/${id}`)).data),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export const consignorItemsFetcher = (id: string) => async (params: Record<string, string | number>) =>
  consignorItemPageSchema.parse((await http.get(`/api/admin/consignors/${id}/items`, { params })).data);

export const consignorAdvancesQuery = (id: string) =>
  queryOptions({
    queryKey: consignorKeys.advances(id),
    queryFn: async () =>
      consignorAdvancesSchema.parse((await http.get(`/api/admin/consignors/${id}/advances`)).data),
  });

/** What the form needs of a commission profile; the profiles page owns the rest. */
const profileChoicesSchema = z.object({
  data: z.array(z.object({ id: z.uuid(), name: z.string(), is_default: z.boolean() })),
});
export type ProfileChoice = z.infer<typeof profileChoicesSchema>['data'][number];

/** The commission profiles to choose from; none (the list not reachable) leaves "Default profile". */
export const commissionProfileChoicesQuery = queryOptions({
  queryKey: consignorKeys.profiles,
  queryFn: async (): Promise<ProfileChoice[]> => {
    try {
      const answer = await http.get('/api/admin/commission-profiles', { silent: true });
      return profileChoicesSchema.parse(answer.data).data;
    } catch {
      return [];
    }
  },
  staleTime: 60_000,
});

/** Accounts found by e-mail or phone, to link one to a consignor. */
export const userLookupQuery = (q: string) =>
  queryOptions({
    queryKey: consignorKeys.users(q),
    queryFn: async () =>
      z
        .array(userLookupResultSchema)
        .parse((await http.get('/api/admin/users/lookup', { params: { q } })).data),
    enabled: q.trim().length >= 3,
  });
