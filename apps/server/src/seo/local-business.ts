import type { AdminSettings, OpeningHours } from '@auction/contracts';
import { dayNames } from '@auction/domain';

export function openingHoursSpecification(hours: OpeningHours) {
  return hours.map((slot) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: slot.days.map((day) => `https://schema.org/${dayNames[day]}`),
    opens: slot.opens,
    closes: slot.closes,
  }));
}

/** schema.org LocalBusiness for the home page, built from the settings an Admin edits. */
export function localBusinessJsonLd(settings: AdminSettings, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${publicUrl}/#business`,
    name: settings.site_name,
    url: `${publicUrl}/`,
    email: settings.contact_email,
    telephone: settings.contact_phone,
    ...(settings.logo_url ? { logo: settings.logo_url, image: settings.logo_url } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      addressLocality: settings.address.city,
      addressRegion: settings.address.province,
      postalCode: settings.address.postal_code,
      addressCountry: settings.address.country,
    },
    openingHoursSpecification: openingHoursSpecification(settings.opening_hours),
    areaServed: settings.area_served.map((name) => ({ '@type': 'AdministrativeArea', name })),
    currenciesAccepted: settings.currency,
  };
}
