// The shell's two requests. Loaded by their queries after the first paint, so the header and footer
// paint with their defaults without waiting for the HTTP client or the contracts.
import { maintenanceStatusSchema, type PublicSettings, publicSettingsSchema } from '@auction/contracts';
import { http } from '../../../lib/http/client';

export async function fetchPublicSettings(): Promise<PublicSettings> {
  const { data } = await http.get('/api/settings', { silent: true });
  return publicSettingsSchema.parse(data);
}

export async function fetchMaintenanceMode(): Promise<boolean> {
  const { data } = await http.get('/api/maintenance/status', {
    silent: true,
    'axios-retry': { retries: 0 },
  });
  return maintenanceStatusSchema.parse(data).maintenance;
}
