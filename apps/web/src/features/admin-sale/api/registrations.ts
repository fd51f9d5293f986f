import {
  auctionRegistrationSchema,
  type RegistrationUpdateBody,
  staffRegistrationSchema,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';
import { saleKeys } from './sale-queries';

export type StaffRegistration = z.infer<typeof staffRegistrationSchema>;

const registrationListSchema = z.object({ data: z.array(staffRegistrationSchema) });

export const registrationsQuery = (auctionId: string) =>
  queryOptions({
    queryKey: saleKeys.registrations(auctionId),
    queryFn: async () =>
      registrationListSchema.parse((await http.get(`/api/admin/auctions/${auctionId}/registrations`)).data)
        .data,
  });

/** Approves, rejects or edits one registration; the list and the dashboard's counts follow. */
export function useUpdateRegistration(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: RegistrationUpdateBody }) =>
      auctionRegistrationSchema.parse((await http.patch(`/api/admin/registrations/${id}`, body)).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: saleKeys.all(auctionId) }),
  });
}
