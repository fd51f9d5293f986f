import {
  type CommissionProfileBody,
  type CommissionProfileJson,
  commissionProfileListSchema,
  commissionProfileSchema,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

const profilesKey = ['admin', 'commission-profiles'] as const;

export const commissionProfilesQuery = queryOptions({
  queryKey: profilesKey,
  queryFn: async () =>
    commissionProfileListSchema.parse((await http.get('/api/admin/commission-profiles')).data).data,
});

function useProfileMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesKey }),
  });
}

/** Creates a profile (no id) or replaces one's terms; amounts in cents, rates in basis points. */
export function useSaveCommissionProfile() {
  return useProfileMutation(async ({ id, body }: { id?: string; body: CommissionProfileBody }) => {
    const { data } = id
      ? await http.put(`/api/admin/commission-profiles/${id}`, body)
      : await http.post('/api/admin/commission-profiles', body);
    return commissionProfileSchema.parse(data) as CommissionProfileJson;
  });
}

export function useMakeDefaultCommissionProfile() {
  return useProfileMutation(async (id: string) =>
    commissionProfileSchema.parse((await http.post(`/api/admin/commission-profiles/${id}/default`)).data),
  );
}

export function useDeleteCommissionProfile() {
  return useProfileMutation(async (id: string) => http.delete(`/api/admin/commission-profiles/${id}`));
}
