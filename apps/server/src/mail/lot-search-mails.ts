import { mailLayout } from './mail-templates';
import type { NewMail } from './outbox.repository';

/** New lots that match a bidder's saved searches, one mail per pass listing them all. */
export function savedSearchMatchMail(input: {
  siteName: string;
  to: string;
  name: string;
  searches: string[];
  lots: { lotNumber: string; title: string; auctionTitle: string; link: string }[];
  manageLink: string;
}): NewMail {
  const count = input.lots.length === 1 ? 'A new lot matches' : `${input.lots.length} new lots match`;
  const quoted = input.searches.map((query) => `“${query}”`).join(', ');
  const lines = [
    `Hello ${input.name},`,
    `${count} your saved ${input.searches.length === 1 ? 'search' : 'searches'} ${quoted}:`,
    input.lots
      .map((lot) => `Lot ${lot.lotNumber}: ${lot.title} (${lot.auctionTitle})\n${lot.link}`)
      .join('\n\n'),
    `You get this e-mail because you saved a search. Remove it in your account: ${input.manageLink}`,
  ];
  const first = input.lots[0];
  return {
    to: input.to,
    subject:
      input.lots.length === 1 && first
        ? `New lot for “${input.searches[0] ?? ''}”: ${first.title}`
        : `${input.lots.length} new lots match your saved searches`,
    text: `${lines.join('\n\n')}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, lines, first ? { label: 'See the lot', url: first.link } : undefined),
  };
}

/** "Remind me": the sale a bidder asked about is open for bidding (or its live sale has started). */
export function saleOpeningMail(input: {
  siteName: string;
  to: string;
  name: string;
  auctionTitle: string;
  isLive: boolean;
  link: string;
}): NewMail {
  const what = input.isLive ? 'has started: join the live sale' : 'is open for bidding';
  const lines = [
    `Hello ${input.name},`,
    `${input.auctionTitle} ${what}. You asked us to remind you when it opens.`,
  ];
  return {
    to: input.to,
    subject: input.isLive ? `Live now: ${input.auctionTitle}` : `Now open for bidding: ${input.auctionTitle}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, lines, {
      label: input.isLive ? 'Join the live sale' : 'See the lots',
      url: input.link,
    }),
  };
}
