import {
  type FloorRegistration,
  type FloorRegistrationBody,
  floorRegistrationSchema,
  type UserLookupResult,
  userLookupResultSchema,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

/** The sale's floor buyers, to correct one registered at the desk. */
export const floorRegistrationsQuery = (auctionId: string) =>
  queryOptions({
    queryKey: [...saleKeys.all(auctionId), 'floor-registrations'],
    queryFn: async (): Promise<FloorRegistration[]> =>
      z
        .array(floorRegistrationSchema)
        .parse((await http.get(`/api/admin/auctions/${auctionId}/floor-registrations`)).data),
  });

/** Corrects a floor registration (a misspelt name, another paddle, the ID checked later). */
export function useUpdateFloorRegistration(auctionId: string, registrationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FloorRegistrationBody) =>
      floorRegistrationSchema.parse(
        (await http.patch(`/api/admin/floor-registrations/${registrationId}`, body)).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: saleKeys.all(auctionId) }),
  });
}
