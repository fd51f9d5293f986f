import { type AdminSettings, type AdminSettingsUpdate, adminSettingsSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

export const adminSettingsQuery = queryOptions({
  queryKey: queryKeys.adminSettings,
  queryFn: async () => adminSettingsSchema.parse((await http.get('/api/admin/settings')).data),
});

async function putSettings(body: AdminSettingsUpdate): Promise<AdminSettings> {
  const { data } = await http.put('/api/admin/settings', body);
  return adminSettingsSchema.parse(data);
}

/** Saving refreshes everything the settings feed: public settings, company details, maintenance. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.adminSettings, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.publicSettings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.company });
      void queryClient.invalidateQueries({ queryKey: queryKeys.maintenance });
    },
  });
}
