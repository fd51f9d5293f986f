import {
  type AdminSettings,
  type Auction,
  type Lot,
  lotGallerySizes,
  pictureSrcSet,
} from '@auction/contracts';
import { auctionUrl } from './auction-head';
import type { HeadTags } from './head';
import {
  absoluteUrl,
  excerpt,
  formatDollars,
  formatWhen,
  organizer,
  pageTitle,
  socialHead,
} from './seo-text';

export function lotUrl(publicUrl: string, lot: Pick<Lot, 'id' | 'slug'>): string {
  return `${publicUrl}/lots/${lot.id}-${lot.slug}`;
}

/** The price an offer shows: the current bid, else the starting bid. */
function priceOf(lot: Lot): number {
  return lot.currentBid ?? lot.startingBid;
}

/** Sold is the spec's special lot status; a passed lot may be offered again, a withdrawn one not. */
export function availabilityOf(status: Lot['status']): string {
  switch (status) {
    case 'sold':
      return 'https://schema.org/SoldOut';
    case 'passed':
      return 'https://schema.org/OutOfStock';
    case 'withdrawn':
      return 'https://schema.org/Discontinued';
    default:
      return 'https://schema.org/InStock';
  }
}

/**
 * The free-text condition as a schema.org condition where the words say it; an auction lot
 * described any other way ("Good", "Working") is used goods.
 */
export function itemConditionOf(condition: string): string | null {
  const text = condition.trim().toLowerCase();
  if (!text) return null;
  if (/^(brand[- ])?new\b|\bunused\b|\bsealed\b|\bnew in box\b/.test(text))
    return 'https://schema.org/NewCondition';
  if (/\brefurbished\b|\breconditioned\b/.test(text)) return 'https://schema.org/RefurbishedCondition';
  if (/\bdamaged\b|\bfor parts\b|\bnot working\b|\bbroken\b/.test(text))
    return 'https://schema.org/DamagedCondition';
  return 'https://schema.org/UsedCondition';
}

function standing(lot: Lot): string {
  const bids = `${lot.bidCount} ${lot.bidCount === 1 ? 'bid' : 'bids'}`;
  switch (lot.status) {
    case 'sold':
      return `Sold for ${formatDollars(priceOf(lot))} CAD.`;
    case 'passed':
    case 'withdrawn':
      return 'No longer offered.';
    default:
      return lot.currentBid === null
        ? `Starting bid ${formatDollars(lot.startingBid)} CAD.`
        : `Current bid ${formatDollars(lot.currentBid)} CAD after ${bids}.`;
  }
}

export function lotDescription(lot: Lot, auction: Auction): string {
  const closes =
    (lot.status === 'open' || lot.status === 'upcoming') && lot.endDate
      ? ` Closes ${formatWhen(lot.endDate, auction.time_zone)}.`
      : '';
  const intro = `Lot ${lot.lotNumber} in ${auction.title}. ${standing(lot)}${closes}`;
  const about = excerpt(lot.description, Math.max(60, 300 - intro.length));
  return about ? `${intro} ${about}` : intro;
}

/** schema.org Product with one Offer: the price to beat, and whether it can still be bought. */
export function lotJsonLd(lot: Lot, auction: Auction, settings: AdminSettings, publicUrl: string) {
  const url = lotUrl(publicUrl, lot);
  const condition = itemConditionOf(lot.condition);
  const images = lot.images.map((image) => absoluteUrl(publicUrl, image.large));
  const validThrough = lot.endDate ?? auction.endDate;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#lot`,
    name: lot.title,
    description: excerpt(lot.description, 5000) || lot.title,
    url,
    sku: lot.lotNumber,
    ...(images.length > 0 ? { image: images } : {}),
    ...(lot.brand ? { brand: { '@type': 'Brand', name: lot.brand } } : {}),
    ...(condition ? { itemCondition: condition } : {}),
    ...(lot.category ? { category: lot.category } : {}),
    isRelatedTo: { '@type': 'Event', '@id': `${auctionUrl(publicUrl, auction)}#event`, name: auction.title },
    offers: {
      '@type': 'Offer',
      url,
      price: priceOf(lot).toFixed(2),
      priceCurrency: lot.currency,
      availability: availabilityOf(lot.status),
      ...(auction.startDate ? { validFrom: auction.startDate } : {}),
      ...(validThrough ? { validThrough } : {}),
      seller: organizer(settings, publicUrl),
    },
  };
}

export function lotHead(lot: Lot, auction: Auction, settings: AdminSettings, publicUrl: string): HeadTags {
  const socialTitle = `Lot ${lot.lotNumber}: ${lot.title}`;
  const mainPicture = lot.images[0];
  const image = mainPicture?.large ?? auction.image ?? settings.logo_url;
  const head = socialHead({
    title: pageTitle(socialTitle, settings.site_name),
    socialTitle,
    description: lotDescription(lot, auction),
    url: lotUrl(publicUrl, lot),
    type: 'product',
    image: image ? absoluteUrl(publicUrl, image) : null,
    settings,
    jsonLd: [lotJsonLd(lot, auction, settings, publicUrl)],
  });
  if (!mainPicture) return head;
  // The same srcset and sizes as the gallery's main picture, so the browser fetches it once.
  const preloadImage = {
    href: mainPicture.medium,
    srcset: pictureSrcSet(mainPicture),
    sizes: lotGallerySizes,
  };
  return { ...head, preloadImage };
}
