import { formatCents } from '@auction/domain';
import { escapeHtml } from '../../html';
import type { NewMail } from '../../mail/outbox.repository';

/** The one reminder a buyer gets when an issued invoice is past its due date. */
export function overdueReminderMail(input: {
  siteName: string;
  to: string;
  name: string;
  invoiceNumber: string;
  auctionTitle: string;
  balanceCents: number;
  dueOn: string;
  flagAfterDays: number;
  link: string;
}): NewMail {
  const balance = formatCents(input.balanceCents);
  const lines = [
    `Hello ${input.name},`,
    `Invoice ${input.invoiceNumber} for ${input.auctionTitle} was due on ${input.dueOn}, and ${balance} is still owing.`,
    `Please pay it within ${input.flagAfterDays} days. After that you cannot register for new auctions until the invoice is settled.`,
  ];
  const paragraphs = lines.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  return {
    to: input.to,
    subject: `Reminder: invoice ${input.invoiceNumber} is past due`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">\n${paragraphs}\n<p><a href="${escapeHtml(input.link)}">Pay invoice ${escapeHtml(input.invoiceNumber)}</a></p>\n<p>${escapeHtml(input.siteName)}</p></body></html>`,
  };
}
