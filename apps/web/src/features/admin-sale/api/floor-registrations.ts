import {
  type FloorRegistrationBody,
  floorRegistrationSchema,
  type UserLookupResult,
  userLookupResultSchema,
} from '@auction/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';
import { saleKeys } from './sale-queries';

/** Accounts whose e-mail or phone contains what staff typed, to link a floor buyer to one. */
export async function lookUpUsers(q: string): Promise<UserLookupResult[]> {
  return z
    .array(userLookupResultSchema)
    .parse((await http.get('/api/admin/users/lookup', { params: { q } })).data);
}

/** Registers a floor buyer at the desk; the sale's registrations list follows. */
export function useCreateFloorRegistration(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FloorRegistrationBody) =>
      floorRegistrationSchema.parse(
        (await http.post(`/api/admin/auctions/${auctionId}/floor-registrations`, body)).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: saleKeys.all(auctionId) }),
  });
}
