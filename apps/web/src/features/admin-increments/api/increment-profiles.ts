import {
  type IncrementProfileJson,
  type incrementProfileBodySchema,
  incrementProfileSchema,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';

/** What the form holds and sends: dollars, as the API's `from_amount` and `increment` fields are. */
export type IncrementProfileInput = z.input<typeof incrementProfileBodySchema>;

const profilesKey = ['admin', 'increment-profiles'] as const;

export const incrementProfilesQuery = queryOptions({
  queryKey: profilesKey,
  queryFn: async () =>
    z
      .object({ data: z.array(incrementProfileSchema) })
      .parse((await http.get('/api/admin/increment-profiles')).data).data,
});

/** Creates a profile (no id) or replaces one; a new default takes over from the old one. */
export function useSaveIncrementProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: IncrementProfileInput }) => {
      const { data } = id
        ? await http.put(`/api/admin/increment-profiles/${id}`, body)
        : await http.post('/api/admin/increment-profiles', body);
      return incrementProfileSchema.parse(data) as IncrementProfileJson;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilesKey }),
  });
}
