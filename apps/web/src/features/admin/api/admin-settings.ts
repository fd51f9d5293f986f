import {
  type AdminSettings,
  type AdminSettingsUpdate,
  adminSettingsSchema,
  type logoSettingKeys,
} from '@auction/contracts';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { uploadImage } from '../../../lib/http/upload-image';
import { queryKeys } from '../../../lib/query-keys';

export type LogoKey = (typeof logoSettingKeys)[number];

export const adminSettingsQuery = queryOptions({
  queryKey: queryKeys.adminSettings,
  queryFn: async () => adminSettingsSchema.parse((await http.get('/api/admin/settings')).data),
});

async function putSettings(body: AdminSettingsUpdate): Promise<AdminSettings> {
  const { data } = await http.put('/api/admin/settings', body);
  return adminSettingsSchema.parse(data);
}

/** Saved settings feed the public settings, company details, maintenance and new auctions. */
function afterSave(queryClient: QueryClient, saved: AdminSettings) {
  queryClient.setQueryData(queryKeys.adminSettings, saved);
  queryClient.setQueryData(queryKeys.auctionDefaults, saved.auction_defaults);
  void queryClient.invalidateQueries({ queryKey: queryKeys.publicSettings });
  void queryClient.invalidateQueries({ queryKey: queryKeys.company });
  void queryClient.invalidateQueries({ queryKey: queryKeys.maintenance });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSettings,
    onSuccess: (saved) => afterSave(queryClient, saved),
  });
}

/** Sends a logo file; the server keeps it as a picture and answers the settings with its address. */
export function useUploadLogo(logo: LogoKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress?: (share: number) => void }) =>
      adminSettingsSchema.parse(await uploadImage(`/api/admin/settings/logos/${logo}`, file, onProgress)),
    onSuccess: (saved) => afterSave(queryClient, saved),
  });
}
