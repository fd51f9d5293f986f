import { type RecordDepositBody, staffRegistrationExtrasSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { saleKeys } from './sale-queries';

/** Each registration's deposit, card on file and what it waits for. */
export const registrationDepositsQuery = (auctionId: string) =>
  queryOptions({
    queryKey: [...saleKeys.all(auctionId), 'registration-deposits'],
    queryFn: async () =>
      staffRegistrationExtrasSchema.parse(
        (await http.get(`/api/admin/auctions/${auctionId}/registration-deposits`)).data,
      ),
  });

export function useRecordDeposit(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ registrationId, body }: { registrationId: string; body: RecordDepositBody }) => {
      await http.post(`/api/admin/registrations/${registrationId}/deposits`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: saleKeys.all(auctionId) }),
  });
}

export function useRefundDeposit(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ registrationId, receivedOn }: { registrationId: string; receivedOn: string }) => {
      await http.post(`/api/admin/registrations/${registrationId}/deposit-refund`, {
        received_on: receivedOn,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: saleKeys.all(auctionId) }),
  });
}
