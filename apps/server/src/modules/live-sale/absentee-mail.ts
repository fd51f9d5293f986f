import { liveDollars } from '@auction/domain';
import { mailLayout } from '../../mail/mail-templates';
import type { NewMail } from '../../mail/outbox.repository';

/** To the bidder whose paper absentee bid staff keyed in: what was entered, so a misread is caught before the sale. */
export function absenteeConfirmedMail(input: {
  siteName: string;
  to: string;
  name: string;
  auctionTitle: string;
  lotNumber: string;
  lotTitle: string;
  maxCents: number;
  link: string;
}): NewMail {
  const lines = [
    `Hello ${input.name},`,
    `We have entered the absentee bid you left with us for ${input.auctionTitle}: lot ${input.lotNumber}, ${input.lotTitle}, up to ${liveDollars(input.maxCents)}.`,
    'The auctioneer bids for you only as much as needed to keep you in the lead, up to that maximum. A winning bid is binding.',
    'If this is not what you wrote on your form, call or write to us before the sale starts.',
  ];
  return {
    to: input.to,
    subject: `Your absentee bid on lot ${input.lotNumber}: ${input.lotTitle}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, lines, { label: 'See the lot', url: input.link }),
  };
}
