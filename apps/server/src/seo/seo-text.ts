import type { AdminSettings } from '@auction/contracts';
import { formatCents } from '@auction/domain';
import type { HeadTags } from './head';

/** A media path ("/media/lots/...webp") or a full URL as an absolute URL on the public origin. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Plain text of at most `max` characters, cut at a word with an ellipsis. */
export function excerpt(text: string, max: number): string {
  const plain = text
    .replace(/[#*_`>[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The tab title the web app sets too: "What · Site". */
export function pageTitle(what: string, siteName: string): string {
  return `${what} · ${siteName}`;
}

export function formatDollars(dollars: number): string {
  return formatCents(Math.round(dollars * 100));
}

/**
 * "Dec 1, 2026, 7:00 p.m. AST" in the auction's own time zone (Halifax when it is unknown), named,
 * since a search result is read from anywhere; it never ends in a full stop, so a sentence can.
 */
export function formatWhen(iso: string, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: zone,
    }).format(new Date(iso));
  try {
    return format(timeZone);
  } catch {
    return format('America/Halifax');
  }
}

/** The organisation behind every auction and offer, pointing at the home page's LocalBusiness. */
export function organizer(settings: AdminSettings, publicUrl: string) {
  return {
    '@type': 'Organization',
    '@id': `${publicUrl}/#business`,
    name: settings.site_name,
    url: `${publicUrl}/`,
  };
}

export function postalAddress(settings: AdminSettings) {
  return {
    '@type': 'PostalAddress',
    streetAddress: settings.address.street,
    addressLocality: settings.address.city,
    addressRegion: settings.address.province,
    postalCode: settings.address.postal_code,
    addressCountry: settings.address.country,
  };
}

/** Title, description, canonical URL, Open Graph and Twitter card of one page. */
export function socialHead(input: {
  title: string;
  socialTitle: string;
  description: string;
  url: string;
  type: 'website' | 'product';
  image: string | null;
  settings: AdminSettings;
  jsonLd: object[];
}): HeadTags {
  const { title, socialTitle, description, url, type, image, settings, jsonLd } = input;
  return {
    title,
    description,
    canonical: url,
    openGraph: {
      'og:type': type,
      'og:site_name': settings.site_name,
      'og:title': socialTitle,
      'og:description': description,
      'og:url': url,
      'og:locale': 'en_CA',
      ...(image ? { 'og:image': image } : {}),
    },
    meta: {
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': socialTitle,
      'twitter:description': description,
      ...(image ? { 'twitter:image': image } : {}),
    },
    jsonLd,
  };
}

/** The head of the app's not-found page, answered with a 404. */
export function notFoundHead(settings: AdminSettings): HeadTags {
  return {
    title: pageTitle('Page not found', settings.site_name),
    description:
      'This page does not exist. It may have been moved, or the auction or lot may no longer be listed.',
    meta: { robots: 'noindex' },
    status: 404,
  };
}
