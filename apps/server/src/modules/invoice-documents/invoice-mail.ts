import type { InvoiceDetail } from '@auction/contracts';
import { escapeHtml } from '../../html';
import { mailLayout } from '../../mail/mail-templates';
import type { NewMail } from '../../mail/outbox.repository';
import { money } from './invoice-pdf';
import { dueText, type PayingHouse, pickupTermsLines, sentence, waysToPay } from './invoice-terms-words';

/**
 * The invoice e-mail: its number, total, balance and due moment, the ways to pay the house has
 * switched on, when to collect (the frozen terms), and a link to it; the PDF goes with it.
 */
export function invoiceMail(input: {
  siteName: string;
  detail: InvoiceDetail;
  link: string;
  house: PayingHouse & { timeZone: string };
}): NewMail & { to: string } {
  const { detail, house } = input;
  const number = detail.number ?? '';
  const due = dueText(detail, house.timeZone);
  const owing = detail.balance_cents > 0 && detail.status !== 'void';
  const paragraphs = [
    `Hello ${detail.buyer_name},`,
    ...(detail.replaces_invoice_number
      ? [
          `This invoice replaces invoice ${detail.replaces_invoice_number}, which is cancelled: pay this one instead.`,
        ]
      : []),
    sentence(
      `Here is invoice ${number} for ${detail.kind === 'buy_now' ? 'your buy-now purchase' : `what you bought in ${detail.auction_title}`}: ${money(detail.total_cents)} in all, ${money(detail.balance_cents)} still to pay${due && owing ? ` by ${due}` : ''}`,
    ),
  ];
  const ways = owing ? waysToPay(detail, house).map((way) => way.text) : [];
  const collecting = detail.fulfilment === 'pickup' ? pickupTermsLines(detail) : [];
  const closing =
    'The invoice is attached as a PDF. On its page you can choose pickup or shipping and book a pickup time.';
  const text = [
    ...paragraphs,
    ...(ways.length > 0 ? [`How to pay:\n${ways.map((way) => `- ${way}`).join('\n')}`] : []),
    ...(collecting.length > 0 ? [`Pickup:\n${collecting.join('\n')}`] : []),
    closing,
  ];
  const list = (title: string, items: string[]) =>
    items.length > 0
      ? `<p><strong>${escapeHtml(title)}</strong></p>\n<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '';
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">
${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${list('How to pay', ways)}
${list('Pickup', collecting)}
<p>${escapeHtml(closing)}</p>
<p><a href="${escapeHtml(input.link)}" style="background:#0f2a44;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">See the invoice</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(input.link)}</p>
<p>${escapeHtml(input.siteName)}</p></body></html>`;
  return {
    to: detail.buyer_email ?? '',
    subject: `Invoice ${number} from ${input.siteName}`,
    text: `${text.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html,
  };
}

/** The buyer's mail when an issued invoice is voided: it is cancelled and nothing is owed on it. */
export function invoiceVoidedMail(input: { siteName: string; detail: InvoiceDetail; link: string }): NewMail {
  const { detail } = input;
  const number = detail.number ?? '';
  const lines = [
    `Hello ${detail.buyer_name},`,
    `Invoice ${number} for ${detail.kind === 'buy_now' ? 'your buy-now purchase' : detail.auction_title} is cancelled: nothing is owed on it.`,
    detail.paid_cents > 0
      ? `The ${money(detail.paid_cents)} you paid on it stays on your account with us; the office will be in touch about it.`
      : 'If a new invoice replaces it, it comes to you in its own e-mail.',
  ];
  return {
    to: detail.buyer_email ?? '',
    subject: `Invoice ${number} is cancelled`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, lines, { label: 'See your invoices', url: input.link }),
  };
}
