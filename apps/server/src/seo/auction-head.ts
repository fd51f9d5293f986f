import type { AdminSettings, Auction } from '@auction/contracts';
import type { HeadTags } from './head';
import {
  absoluteUrl,
  excerpt,
  formatWhen,
  organizer,
  pageTitle,
  postalAddress,
  socialHead,
} from './seo-text';

export function auctionUrl(publicUrl: string, auction: Pick<Auction, 'id' | 'slug'>): string {
  return `${publicUrl}/auctions/${auction.id}-${auction.slug}`;
}

/** When the sale is over: a staggered timed sale's last lot closes after `endDate`. */
function saleEndOf(auction: Auction): string | null {
  const { endDate, lastLotEndDate } = auction;
  if (!endDate || !lastLotEndDate) return endDate ?? lastLotEndDate;
  return Date.parse(lastLotEndDate) > Date.parse(endDate) ? lastLotEndDate : endDate;
}

/**
 * "Online timed auction of 60 lots, Nov 22, 2026, 9:00 a.m. to Nov 29, 2026, 7:00 p.m."; when the
 * lots close one after another: "...; lots begin closing Nov 29, 2026, 7:00 p.m., the last ..."
 */
function summary(auction: Auction): string {
  const kind = auction.type === 'live' ? 'Live webcast auction' : 'Online timed auction';
  const lots = `${auction.totalLots} ${auction.totalLots === 1 ? 'lot' : 'lots'}`;
  const text = `${kind} of ${lots}${datesOf(auction)}`;
  return text.endsWith('.') ? text : `${text}.`;
}

function datesOf(auction: Auction): string {
  const when = (iso: string | null) => (iso ? formatWhen(iso, auction.time_zone) : null);
  const from = when(auction.startDate);
  const to = when(auction.endDate);
  const last = when(saleEndOf(auction));
  if (to && last && last !== to)
    return `${from ? `, from ${from}` : ''}; lots begin closing ${to}, the last ${last}`;
  if (from && to) return `, ${from} to ${to}`;
  if (from) return `, from ${from}`;
  return to ? `, until ${to}` : '';
}

/**
 * The spec's one special status: a 'live' auction says so in its title and description;
 * every other status reads the same.
 */
export function auctionDescription(auction: Auction): string {
  const intro = auction.status === 'live' ? `Bidding is live now. ${summary(auction)}` : summary(auction);
  const about = excerpt(auction.description, Math.max(60, 300 - intro.length));
  return about ? `${intro} ${about}` : intro;
}

/** schema.org Event: online attendance for a timed sale, mixed (floor and webcast) for a live one. */
export function auctionJsonLd(auction: Auction, settings: AdminSettings, publicUrl: string) {
  const url = auctionUrl(publicUrl, auction);
  const live = auction.status === 'live';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `${url}#event`,
    name: live ? `LIVE NOW: ${auction.title}` : auction.title,
    description: `${live ? 'Bidding is live now. ' : ''}${excerpt(auction.description, 4800) || summary(auction)}`,
    url,
    ...(auction.startDate ? { startDate: auction.startDate } : {}),
    ...(saleEndOf(auction) ? { endDate: saleEndOf(auction) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      auction.type === 'live'
        ? 'https://schema.org/MixedEventAttendanceMode'
        : 'https://schema.org/OnlineEventAttendanceMode',
    location: [
      {
        '@type': 'Place',
        name: auction.location || settings.site_name,
        address: postalAddress(settings),
      },
      { '@type': 'VirtualLocation', url },
    ],
    ...(auction.image ? { image: [absoluteUrl(publicUrl, auction.image)] } : {}),
    organizer: organizer(settings, publicUrl),
    ...(auction.category ? { about: auction.category } : {}),
  };
}

export function auctionHead(auction: Auction, settings: AdminSettings, publicUrl: string): HeadTags {
  const socialTitle = auction.status === 'live' ? `LIVE NOW: ${auction.title}` : auction.title;
  const image = auction.image ?? settings.logo_url;
  return socialHead({
    title: pageTitle(socialTitle, settings.site_name),
    socialTitle,
    description: auctionDescription(auction),
    url: auctionUrl(publicUrl, auction),
    type: 'website',
    image: image ? absoluteUrl(publicUrl, image) : null,
    settings,
    jsonLd: [auctionJsonLd(auction, settings, publicUrl)],
  });
}
