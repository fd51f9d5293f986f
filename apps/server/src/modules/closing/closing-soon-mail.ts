import type { PushPayloadColumn } from '../../db/schema';
import { mailLayout } from '../../mail/mail-templates';
import type { NewMail } from '../../mail/outbox.repository';

/** One watched lot in a bidder's closing-soon message. */
export interface ClosingSoonLot {
  lotNumber: string;
  lotTitle: string;
  /** "closes in 17 minutes (3:52 p.m. AST)", from the domain's `closingSoonWords`. */
  phrase: string;
  /** The lot page's path (`/lots/<id>-<slug>`). */
  path: string;
}

/** One mail per bidder listing every watched lot closing soon (never one mail per lot). */
export function closingSoonMail(input: {
  siteName: string;
  publicUrl: string;
  to: string;
  name: string;
  lots: readonly ClosingSoonLot[];
}): NewMail {
  const [only] = input.lots;
  if (input.lots.length === 1 && only) {
    const link = `${input.publicUrl}${only.path}`;
    const lines = [
      `Hello ${input.name},`,
      `Lot ${only.lotNumber}: ${only.lotTitle}, on your watchlist, ${only.phrase}.`,
      'Place or raise your maximum bid before it closes.',
    ];
    return {
      to: input.to,
      subject: `Closing soon: lot ${only.lotNumber}, ${only.lotTitle}`,
      text: `${lines.join('\n\n')}\n\n${link}\n\n${input.siteName}`,
      html: mailLayout(input.siteName, lines, { label: 'Bid now', url: link }),
    };
  }
  const watchlist = `${input.publicUrl}/watchlist`;
  const lines = [
    `Hello ${input.name},`,
    `${input.lots.length} lots on your watchlist close soon:`,
    ...input.lots.map(
      (lot) => `Lot ${lot.lotNumber}: ${lot.lotTitle} ${lot.phrase}.\n${input.publicUrl}${lot.path}`,
    ),
    'Place or raise your maximum bids before they close.',
  ];
  return {
    to: input.to,
    subject: `Closing soon: ${input.lots.length} lots on your watchlist`,
    text: `${lines.join('\n\n')}\n\n${watchlist}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, lines, { label: 'See your watchlist', url: watchlist }),
  };
}

/** The same message as a push: one lot opens its page, several open the watchlist. */
export function closingSoonPush(lots: readonly ClosingSoonLot[]): PushPayloadColumn {
  const [only] = lots;
  if (lots.length === 1 && only) {
    return {
      title: `Closing soon: lot ${only.lotNumber}`,
      body: `${only.lotTitle} ${only.phrase}.`,
      url: only.path,
      tag: `closing-soon:${only.path}`,
    };
  }
  return {
    title: `${lots.length} watched lots close soon`,
    body: lots.map((lot) => `Lot ${lot.lotNumber} ${lot.phrase}`).join('\n'),
    url: '/watchlist',
    tag: 'closing-soon',
  };
}
