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

/** "Online timed auction of 60 lots, Nov 22, 2026, 9:00 a.m. to Nov 29, 2026, 7:00 p.m." */
function summary(auction: Auction): string {
  const kind = auction.type === 'live' ? 'Live webcast auction' : 'Online timed auction';
  const lots = `${auction.totalLots} ${auction.totalLots === 1 ? 'lot' : 'lots'}`;
  const from = auction.startDate ? formatWhen(auction.startDate, auction.time_zone) : null;
  const to = auction.endDate ? formatWhen(auction.endDate, auction.time_zone) : null;
  const when = from && to ? `, ${from} to ${to}` : from ? `, from ${from}` : to ? `, until ${to}` : '';
  const text = `${kind} of ${lots}${when}`;
  return text.endsWith('.') ? text : `${text}.`;
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
    ...(auction.endDate ? { endDate: auction.endDate } : {}),
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
