import { type AuctionRegistration, auctionRegistrationSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { isNotFound } from '../../../lib/http/is-not-found';

/** The signed-in bidder's registration for an auction, or null when they have none yet. */
export const myRegistrationQuery = (auctionId: string) =>
  queryOptions({
    queryKey: ['auction', auctionId, 'registration'],
    queryFn: async (): Promise<AuctionRegistration | null> => {
      try {
        const { data } = await http.get(`/api/auctions/${auctionId}/registration`, { silent: true });
        return auctionRegistrationSchema.parse(data);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  });

/** Registers the signed-in bidder for an auction; the answer carries their paddle number. */
export function useRegisterForAuction(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      auctionRegistrationSchema.parse(
        (await http.post(`/api/auctions/${auctionId}/register`, { accept_terms: true })).data,
      ),
    onSuccess: (registration) =>
      queryClient.setQueryData(myRegistrationQuery(auctionId).queryKey, registration),
  });
}
