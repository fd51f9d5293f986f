import {
  auctionRegistrationSchema,
  type RegistrationUpdateBody,
  staffRegistrationPageSchema,
  type staffRegistrationSchema,
} from '@auction/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http/client';
import { saleKeys } from './sale-queries';

export type StaffRegistration = z.infer<typeof staffRegistrationSchema>;

/** One page of a sale's registrations, with how many there are of each status. */
export async function fetchRegistrationPage(auctionId: string, params: Record<string, string | number>) {
  return staffRegistrationPageSchema.parse(
    (await http.get(`/api/admin/auctions/${auctionId}/registrations`, { params })).data,
  );
}

/** Approves, rejects or edits one registration; the list and the dashboard's counts follow. */
export function useUpdateRegistration(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: RegistrationUpdateBody }) =>
      auctionRegistrationSchema.parse((await http.patch(`/api/admin/registrations/${id}`, body)).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: saleKeys.all(auctionId) }),
  });
}
