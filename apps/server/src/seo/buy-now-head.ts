import {
  type AdminSettings,
  type BuyNowItem,
  buyNowItemPath,
  lotGallerySizes,
  pictureSrcSet,
} from '@auction/contracts';
import { formatCents } from '@auction/domain';
import type { HeadTags } from './head';
import { itemConditionOf } from './lot-head';
import { absoluteUrl, excerpt, organizer, pageTitle, socialHead } from './seo-text';

const dollars = (cents: number) => (cents / 100).toFixed(2);
const cad = formatCents;

export function buyNowItemUrl(publicUrl: string, item: Pick<BuyNowItem, 'id' | 'slug'>): string {
  return `${publicUrl}${buyNowItemPath(item)}`;
}

/** schema.org Product with one Offer at the buy-now price: in stock, or sold out once bought. */
export function buyNowItemJsonLd(item: BuyNowItem, settings: AdminSettings, publicUrl: string) {
  const url = buyNowItemUrl(publicUrl, item);
  const condition = itemConditionOf(item.condition);
  const images = item.images.map((image) => absoluteUrl(publicUrl, image.large));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#item`,
    name: item.title,
    description: excerpt(item.description, 5000) || item.title,
    url,
    sku: item.sku,
    ...(images.length > 0 ? { image: images } : {}),
    ...(item.brand ? { brand: { '@type': 'Brand', name: item.brand } } : {}),
    ...(condition ? { itemCondition: condition } : {}),
    ...(item.category ? { category: item.category } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: dollars(item.price_cents),
      priceCurrency: item.currency,
      availability: item.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      seller: organizer(settings, publicUrl),
    },
  };
}

/** The server-rendered head of `/inventory/{id}-{slug}`. */
export function buyNowItemHead(item: BuyNowItem, settings: AdminSettings, publicUrl: string): HeadTags {
  const standing = item.available ? `Buy now for ${cad(item.price_cents)} plus HST.` : 'Sold.';
  const intro = `${standing} Pick up in Dartmouth, Nova Scotia.`;
  const about = excerpt(item.description, Math.max(60, 300 - intro.length));
  const mainPicture = item.images[0];
  const image = mainPicture?.large ?? settings.logo_url;
  const head = socialHead({
    title: pageTitle(item.title, settings.site_name),
    socialTitle: item.title,
    description: about ? `${intro} ${about}` : intro,
    url: buyNowItemUrl(publicUrl, item),
    type: 'product',
    image: image ? absoluteUrl(publicUrl, image) : null,
    settings,
    jsonLd: [buyNowItemJsonLd(item, settings, publicUrl)],
  });
  if (!mainPicture) return head;
  return {
    ...head,
    preloadImage: { href: mainPicture.medium, srcset: pictureSrcSet(mainPicture), sizes: lotGallerySizes },
  };
}

/** The head of `/buy-now`: the listing's title, description and canonical address. */
export function buyNowListHead(settings: AdminSettings, publicUrl: string): HeadTags {
  return socialHead({
    title: pageTitle('Buy now', settings.site_name),
    socialTitle: 'Buy now',
    description: `Goods for sale at a fixed price from ${settings.site_name}: buy today, pay online and pick up in Dartmouth, Nova Scotia.`,
    url: `${publicUrl}/buy-now`,
    type: 'website',
    image: settings.logo_url ? absoluteUrl(publicUrl, settings.logo_url) : null,
    settings,
    jsonLd: [],
  });
}
