import { formatCents, type LotUnits, lotPriceWords } from '@auction/domain';
import { escapeHtml } from '../html';
import type { NewMail } from './outbox.repository';

const oneLot: LotUnits = { perUnit: false, quantity: 1 };

/** One simple layout for every mail: paragraphs, an optional button, the site name as signature. */
export function mailLayout(
  siteName: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#0f2a44;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p>\n<p style="font-size:12px;color:#555">${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">\n${body}\n${button}\n<p>${escapeHtml(siteName)}</p></body></html>`;
}

export function verifyEmailMail(input: {
  siteName: string;
  to: string;
  name: string;
  link: string;
}): NewMail {
  const lines = [
    `Hello ${input.name},`,
    `Please confirm your e-mail address for your ${input.siteName} account. The link is valid for 48 hours.`,
  ];
  return {
    to: input.to,
    subject: `Confirm your e-mail address for ${input.siteName}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nIf you did not create an account, you can ignore this e-mail.\n\n${input.siteName}`,
    html: mailLayout(
      input.siteName,
      [...lines, 'If you did not create an account, you can ignore this e-mail.'],
      {
        label: 'Confirm e-mail address',
        url: input.link,
      },
    ),
  };
}

export function resetPasswordMail(input: {
  siteName: string;
  to: string;
  name: string;
  link: string;
}): NewMail {
  const lines = [
    `Hello ${input.name},`,
    `Someone asked to reset the password of your ${input.siteName} account. The link is valid for 30 minutes and works once.`,
  ];
  const ignore = 'If it was not you, ignore this e-mail; your password stays as it is.';
  return {
    to: input.to,
    subject: `Reset your ${input.siteName} password`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${ignore}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, [...lines, ignore], { label: 'Choose a new password', url: input.link }),
  };
}

/** To the owner of an address someone tried to register again; it carries no link that grants access. */
export function registrationAttemptMail(input: {
  siteName: string;
  to: string;
  name: string;
  signInUrl: string;
  forgotPasswordUrl: string;
}): NewMail {
  const lines = [
    `Hello ${input.name},`,
    `Someone tried to register a new ${input.siteName} account with your e-mail address. You already have an account, so nothing was changed.`,
    `If it was you, sign in at ${input.signInUrl}. If you have forgotten your password, choose a new one at ${input.forgotPasswordUrl}.`,
    'If it was not you, you can ignore this e-mail; your account and password stay as they are.',
  ];
  return {
    to: input.to,
    subject: 'Someone tried to register with your e-mail address',
    text: `${lines.join('\n\n')}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, lines, { label: 'Sign in', url: input.signInUrl }),
  };
}

export function contactMail(input: {
  siteName: string;
  to: string;
  from: { name: string; email: string; phone: string };
  subject: string;
  message: string;
}): NewMail {
  const header = [
    `From: ${input.from.name} <${input.from.email}>`,
    input.from.phone ? `Phone: ${input.from.phone}` : '',
  ].filter(Boolean);
  return {
    to: input.to,
    replyTo: input.from.email,
    subject: `[${input.siteName}] ${input.subject || `Message from ${input.from.name}`}`,
    text: `${header.join('\n')}\n\n${input.message}\n`,
    html: mailLayout(input.siteName, [header.join('\n'), input.message]),
  };
}

export function lotWonMail(input: {
  siteName: string;
  to: string;
  name: string;
  lotNumber: string;
  lotTitle: string;
  auctionTitle: string;
  /** The hammer per unit for a quantity lot (`units`), else for the lot. */
  hammerCents: number;
  units?: LotUnits;
  link: string;
}): NewMail {
  const price = lotPriceWords(input.hammerCents, input.units ?? oneLot);
  const lines = [
    `Hello ${input.name},`,
    `You won lot ${input.lotNumber}: ${input.lotTitle} for ${price} in ${input.auctionTitle}.`,
    "The auction house will send you an invoice with the buyer's premium and tax added, and how to pay and pick up.",
  ];
  return {
    to: input.to,
    subject: `You won lot ${input.lotNumber}: ${input.lotTitle}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, lines, { label: 'See the lot', url: input.link }),
  };
}

/** After a live sale ends: every lot a bidder won on line or by absentee bid, in sale order. */
export function liveSaleWonMail(input: {
  siteName: string;
  to: string;
  name: string;
  auctionTitle: string;
  lots: readonly { lotNumber: string; lotTitle: string; hammerCents: number; units?: LotUnits }[];
  link: string;
}): NewMail {
  const count = input.lots.length === 1 ? '1 lot' : `${input.lots.length} lots`;
  const list = input.lots
    .map(
      (lot) =>
        `Lot ${lot.lotNumber}: ${lot.lotTitle}, ${lotPriceWords(lot.hammerCents, lot.units ?? oneLot)}`,
    )
    .join('\n');
  const lines = [
    `Hello ${input.name},`,
    `The live sale ${input.auctionTitle} has ended. You won ${count}, at these hammer prices:`,
    list,
    "The auction house will send you an invoice with the buyer's premium and tax added, and how to pay and pick up.",
  ];
  return {
    to: input.to,
    subject: `You won ${count} in ${input.auctionTitle}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, lines, { label: 'See what you won', url: input.link }),
  };
}

export function outbidMail(input: {
  siteName: string;
  to: string;
  name: string;
  lotNumber: string;
  lotTitle: string;
  auctionTitle: string;
  currentBidCents: number;
  minimumNextBidCents: number;
  link: string;
}): NewMail {
  const current = formatCents(input.currentBidCents);
  const minimum = formatCents(input.minimumNextBidCents);
  const lines = [
    `Hello ${input.name},`,
    `Another bidder has passed your maximum on lot ${input.lotNumber}: ${input.lotTitle} in ${input.auctionTitle}.`,
    `The current bid is ${current}. To take the lead again, bid at least ${minimum}.`,
    'We send at most one of these e-mails per lot every 10 minutes; the lot page always shows the latest bid.',
  ];
  return {
    to: input.to,
    subject: `You've been outbid on Lot ${input.lotNumber}: ${input.lotTitle}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, lines, { label: 'Bid again', url: input.link }),
  };
}
