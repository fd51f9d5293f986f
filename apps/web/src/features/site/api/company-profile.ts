import { type CompanyProfile, companyProfileSchema } from '@auction/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec section 9: opening Mo-Fr 10-17, pickup Mo, Tu, Fr 10-18, Dartmouth NS, Atlantic provinces. */
export const defaultCompanyProfile: CompanyProfile = {
  site_name: 'Harbourside Auctions',
  contact_email: 'info@harbourside.example',
  contact_phone: '(902) 555-0142',
  address: { street: '', city: 'Dartmouth', province: 'Nova Scotia', postal_code: '', country: 'CA' },
  opening_hours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '10:00', closes: '17:00' }],
  pickup_hours: [{ days: ['Mo', 'Tu', 'Fr'], opens: '10:00', closes: '18:00' }],
  time_zone: 'America/Halifax',
  currency: 'CAD',
  area_served: ['Nova Scotia', 'New Brunswick', 'Prince Edward Island', 'Newfoundland and Labrador'],
};

export const companyProfileQuery = queryOptions({
  queryKey: queryKeys.company,
  queryFn: async () => {
    const { data } = await http.get('/api/company', { silent: true });
    return companyProfileSchema.parse(data);
  },
});

export function useCompanyProfile(): CompanyProfile {
  return useQuery(companyProfileQuery).data ?? defaultCompanyProfile;
}
