import { auctionRegistrationSchema } from '@auction/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** Registers the signed-in bidder for an auction; the answer carries their paddle number. */
export function useRegisterForAuction(auctionId: string) {
  return useMutation({
    mutationFn: async () =>
      auctionRegistrationSchema.parse(
        (await http.post(`/api/auctions/${auctionId}/register`, { accept_terms: true })).data,
      ),
  });
}
