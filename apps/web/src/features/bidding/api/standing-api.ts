import { cardSetupSchema, depositIntentSchema, savedCardSchema } from '@auction/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { myRegistrationQuery } from './register-for-auction';

/** Starts saving a card with Stripe for this sale: a SetupIntent's client secret. */
export function useStartCardSetup(auctionId: string) {
  return useMutation({
    mutationFn: async () =>
      cardSetupSchema.parse((await http.post('/api/users/cards/setup', { auction_id: auctionId })).data),
  });
}

/** Stripe confirmed the card in the browser: the server asks Stripe and keeps it. */
export function useConfirmCardSetup(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (setupIntentId: string) =>
      savedCardSchema.parse(
        (
          await http.post('/api/users/cards/confirm', {
            setup_intent_id: setupIntentId,
            auction_id: auctionId,
          })
        ).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRegistrationQuery(auctionId).queryKey }),
  });
}

/** Starts paying the registration's deposit by card. */
export function useStartDepositPayment(registrationId: string) {
  return useMutation({
    mutationFn: async () =>
      depositIntentSchema.parse(
        (
          await http.post(`/api/registrations/${registrationId}/deposit-intent`, {
            idempotency_key: crypto.randomUUID(),
          })
        ).data,
      ),
  });
}
