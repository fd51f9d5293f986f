import { auctionDefaultsSchema, incrementProfileSchema } from '@auction/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

const profilesSchema = z.object({ data: z.array(incrementProfileSchema) });

export const incrementProfilesQuery = queryOptions({
  queryKey: ['admin', 'increment-profiles'] as const,
  queryFn: async () => profilesSchema.parse((await http.get('/api/admin/increment-profiles')).data).data,
  staleTime: 60_000,
});

/** What a new auction starts from; Staff read it too (the create-auction form). */
export const auctionDefaultsQuery = queryOptions({
  queryKey: queryKeys.auctionDefaults,
  queryFn: async () => auctionDefaultsSchema.parse((await http.get('/api/admin/auction-defaults')).data),
});
