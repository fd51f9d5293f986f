import type { AdminSettings } from '@auction/contracts';
import type { CategoryRow } from '../db/schema';
import type { HeadTags } from './head';
import { lotUrl } from './lot-head';
import type { CategoryLot } from './seo.repository';
import { absoluteUrl, pageTitle, socialHead } from './seo-text';

export function categoryUrl(publicUrl: string, category: Pick<CategoryRow, 'slug'>): string {
  return `${publicUrl}/category/${category.slug}`;
}

export function categoryDescription(category: CategoryRow, lotCount: number, siteName: string): string {
  if (lotCount === 0) {
    return `${category.name} at ${siteName}: nothing is open in this category right now; see the auctions coming up.`;
  }
  const lots = `${lotCount}${lotCount >= 50 ? '+' : ''} ${lotCount === 1 ? 'lot' : 'lots'}`;
  return `${category.name} at ${siteName}: ${lots} in current and upcoming auctions, ending soonest first. Bid online.`;
}

/** schema.org CollectionPage whose main entity is the list of the category's current lots. */
export function categoryJsonLd(
  category: CategoryRow,
  lots: CategoryLot[],
  mediaUrl: (key: string) => string,
  description: string,
  publicUrl: string,
) {
  const url = categoryUrl(publicUrl, category);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    '@id': `${url}#page`,
    name: category.name,
    description,
    url,
    isPartOf: { '@type': 'WebSite', url: `${publicUrl}/` },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: lots.length,
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      itemListElement: lots.map((lot, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: lotUrl(publicUrl, lot),
        name: `Lot ${lot.lot_number}: ${lot.title}`,
        ...(lot.image_key ? { image: absoluteUrl(publicUrl, mediaUrl(lot.image_key)) } : {}),
      })),
    },
  };
}

export function categoryHead(input: {
  category: CategoryRow;
  lots: CategoryLot[];
  mediaUrl: (key: string) => string;
  settings: AdminSettings;
  publicUrl: string;
}): HeadTags {
  const { category, lots, mediaUrl, settings, publicUrl } = input;
  const description = categoryDescription(category, lots.length, settings.site_name);
  const cover = lots.find((lot) => lot.image_key)?.image_key;
  const image = category.image ?? (cover ? mediaUrl(cover) : settings.logo_url);
  return socialHead({
    title: pageTitle(category.name, settings.site_name),
    socialTitle: `${category.name} at auction`,
    description,
    url: categoryUrl(publicUrl, category),
    type: 'website',
    image: image ? absoluteUrl(publicUrl, image) : null,
    settings,
    jsonLd: [categoryJsonLd(category, lots, mediaUrl, description, publicUrl)],
  });
}
