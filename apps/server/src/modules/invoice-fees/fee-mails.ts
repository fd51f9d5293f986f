import { calendarDayWords, type FeeKind, formatCents } from '@auction/domain';
import { escapeHtml } from '../../html';
import type { NewMail } from '../../mail/outbox.repository';

/** "December 9" for a calendar day (the notice says the year only through the invoice). */
function monthDay(day: string): string {
  const words = calendarDayWords(day);
  const match = /^\w+, (\w+ \d+), \d{4}$/.exec(words);
  return match?.[1] ?? words;
}

/**
 * The one e-mail a buyer gets before a fee first applies: "From December 9, a late fee of $25.00
 * will be added to invoice 2026-000123", with how to avoid it.
 */
export function feeNoticeMail(input: {
  siteName: string;
  to: string;
  name: string;
  invoiceNumber: string;
  auctionTitle: string;
  kind: FeeKind;
  appliesOn: string;
  amountCents: number;
  taxable: boolean;
  link: string;
}): NewMail {
  const amount = `${formatCents(input.amountCents)}${input.taxable ? ' plus tax' : ''}`;
  const from = monthDay(input.appliesOn);
  const what =
    input.kind === 'late_fee'
      ? `From ${from}, a late fee of ${amount} will be added to invoice ${input.invoiceNumber} for ${input.auctionTitle}.`
      : `From ${from}, storage of ${amount} a day will be added to invoice ${input.invoiceNumber} for ${input.auctionTitle} while your purchases wait to be picked up.`;
  const avoid =
    input.kind === 'late_fee'
      ? 'Pay the invoice before then and no fee is added.'
      : 'Collect your purchases before then and no storage is added.';
  const lines = [`Hello ${input.name},`, what, avoid];
  const paragraphs = lines.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  return {
    to: input.to,
    subject:
      input.kind === 'late_fee'
        ? `From ${from}, a late fee on invoice ${input.invoiceNumber}`
        : `From ${from}, storage on invoice ${input.invoiceNumber}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">\n${paragraphs}\n<p><a href="${escapeHtml(input.link)}">See invoice ${escapeHtml(input.invoiceNumber)}</a></p>\n<p>${escapeHtml(input.siteName)}</p></body></html>`,
  };
}
