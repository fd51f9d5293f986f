import type { PushPayloadColumn } from '../../db/schema';
import { mailLayout } from '../../mail/mail-templates';
import type { NewMail } from '../../mail/outbox.repository';
import type { ClosingSoonLot } from './closing-soon-mail';

/** Why the lots were re-timed, in the bidder's words. */
export type RetimingCause = 'outage' | 'pause';
const why: Record<RetimingCause, string> = {
  outage: 'Our site could not close lots for a while, so no lot closed while you could not bid.',
  pause: 'The auction house paused the closing of this sale, so no lot closed while it was paused.',
};

/**
 * One mail per bidder listing every lot of theirs (bid on or watched) given a new end after an
 * outage or a pause, each with its new time: the same shape as the closing-soon mail.
 */
export function retimedMail(input: {
  siteName: string;
  publicUrl: string;
  to: string;
  name: string;
  cause: RetimingCause;
  lots: readonly ClosingSoonLot[];
}): NewMail {
  const [only] = input.lots;
  const single = input.lots.length === 1 && only;
  const link = single ? `${input.publicUrl}${only.path}` : `${input.publicUrl}/watchlist`;
  const lines = [
    `Hello ${input.name},`,
    why[input.cause],
    single
      ? `Lot ${only.lotNumber}: ${only.lotTitle} has a new end: it ${only.phrase}.`
      : `${input.lots.length} of your lots have a new end:`,
    ...(single
      ? []
      : input.lots.map(
          (lot) => `Lot ${lot.lotNumber}: ${lot.lotTitle} ${lot.phrase}.\n${input.publicUrl}${lot.path}`,
        )),
    'You can still place or raise your maximum bid until then.',
  ];
  return {
    to: input.to,
    subject: single
      ? `New closing time: lot ${only.lotNumber}, ${only.lotTitle}`
      : `New closing times: ${input.lots.length} of your lots`,
    text: `${lines.join('\n\n')}\n\n${link}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, lines, {
      label: single ? 'See the lot' : 'See your watchlist',
      url: link,
    }),
  };
}

/** The same notice as a push: one lot opens its page, several open the watchlist. */
export function retimedPush(lots: readonly ClosingSoonLot[]): PushPayloadColumn {
  const [only] = lots;
  if (lots.length === 1 && only) {
    return {
      title: `New closing time: lot ${only.lotNumber}`,
      body: `${only.lotTitle} ${only.phrase}.`,
      url: only.path,
      tag: `lot-retimed:${only.path}`,
    };
  }
  return {
    title: `${lots.length} of your lots have new closing times`,
    body: lots.map((lot) => `Lot ${lot.lotNumber} ${lot.phrase}`).join('\n'),
    url: '/watchlist',
    tag: 'lot-retimed',
  };
}
