import type { AdminSettings } from '@auction/contracts';
import type { SettingsService } from '../modules/settings/settings.service';
import type { HeadTags } from './head';
import { localBusinessJsonLd } from './local-business';

/** Answers the head tags of one path, or null when the path is not its kind of page. */
export type SeoResolver = (path: string) => Promise<HeadTags | null>;

export function homeDescription(settings: AdminSettings): string {
  const place = [settings.address.city, settings.address.province].filter(Boolean).join(', ');
  const area = settings.area_served.length > 0 ? ` Serving ${settings.area_served.join(', ')}.` : '';
  return `${settings.site_name}${place ? ` in ${place}` : ''}: estate auctions, business liquidations, equipment sales and retail overstock, online and live.${area}`;
}

export function homeResolver(deps: { settings: SettingsService; publicUrl: string }): SeoResolver {
  return async (path) => {
    if (path !== '/') return null;
    const settings = await deps.settings.get();
    const title = `${settings.site_name} | Online and live auctions`;
    const description = homeDescription(settings);
    return {
      title,
      description,
      canonical: `${deps.publicUrl}/`,
      openGraph: {
        'og:type': 'website',
        'og:site_name': settings.site_name,
        'og:title': title,
        'og:description': description,
        'og:url': `${deps.publicUrl}/`,
        'og:locale': 'en_CA',
      },
      jsonLd: [localBusinessJsonLd(settings, deps.publicUrl)],
    };
  };
}

/** Every page kind with its own head; auctions, lots and categories add theirs here. */
export function createSeoResolvers(deps: { settings: SettingsService; publicUrl: string }): SeoResolver[] {
  return [homeResolver(deps)];
}
