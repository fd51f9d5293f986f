import { escapeHtml } from '../../html';
import type { NewMail } from '../../mail/outbox.repository';

/** The buyer's card on file was declined: the bank's words and a link to pay another way. */
export function cardDeclinedMail(input: {
  siteName: string;
  to: string;
  name: string;
  invoiceNumber: string;
  cardLabel: string;
  bankMessage: string | null;
  link: string;
}): NewMail {
  const lines = [
    `Hello ${input.name},`,
    `We tried to charge your ${input.cardLabel} for invoice ${input.invoiceNumber}, and the bank declined it${input.bankMessage ? `: "${input.bankMessage}"` : '.'}`,
    'Please pay the invoice on its pay page, with another card or as it describes.',
  ];
  const paragraphs = lines.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  return {
    to: input.to,
    subject: `Your card was declined for invoice ${input.invoiceNumber}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">\n${paragraphs}\n<p><a href="${escapeHtml(input.link)}">Pay invoice ${escapeHtml(input.invoiceNumber)}</a></p>\n<p>${escapeHtml(input.siteName)}</p></body></html>`,
  };
}
