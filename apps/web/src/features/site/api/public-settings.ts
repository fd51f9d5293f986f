import type { PublicSettings } from '@auction/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/** What the footer and logos show until settings load, and if they never do (spec section 8). */
export const defaultPublicSettings: PublicSettings = {
  site_name: 'Harbourside Auctions',
  contact_email: 'info@harbourside.example',
  contact_phone: '(902) 555-0142',
  company_address: 'Dartmouth, Nova Scotia, Canada',
  logo_url: null,
  logo_admin_light: null,
  logo_admin_dark: null,
};

export const publicSettingsQuery = queryOptions({
  queryKey: queryKeys.publicSettings,
  queryFn: async () => {
    try {
      const { fetchPublicSettings } = await import('./site-requests');
      return await fetchPublicSettings();
    } catch (error) {
      console.error('Could not load the site settings; showing the defaults.', error);
      throw error;
    }
  },
});

/** The public settings, with every blank field filled from the defaults. */
export function usePublicSettings(): PublicSettings {
  const { data } = useQuery(publicSettingsQuery);
  if (!data) return defaultPublicSettings;
  return {
    ...data,
    site_name: data.site_name || defaultPublicSettings.site_name,
    contact_email: data.contact_email || defaultPublicSettings.contact_email,
    contact_phone: data.contact_phone || defaultPublicSettings.contact_phone,
    company_address: data.company_address || defaultPublicSettings.company_address,
  };
}
