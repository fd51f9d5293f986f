import type { InvoiceDetail } from '@auction/contracts';
import { escapeHtml } from '../../html';
import type { NewMail } from '../../mail/outbox.repository';
import { money } from './invoice-pdf';

/** The invoice e-mail: its number, total, balance and due day, a link to it; the PDF goes with it. */
export function invoiceMail(input: {
  siteName: string;
  detail: InvoiceDetail;
  link: string;
  dueOn: string | null;
}): NewMail & { to: string } {
  const { detail } = input;
  const number = detail.number ?? '';
  const lines = [
    `Hello ${detail.buyer_name},`,
    `Here is invoice ${number} for ${detail.kind === 'buy_now' ? 'your buy-now purchase' : `what you bought in ${detail.auction_title}`}: ${money(detail.total_cents)} in all, ${money(detail.balance_cents)} still to pay${input.dueOn ? ` by ${input.dueOn}` : ''}.`,
    'The invoice is attached as a PDF. On its page you can pay, choose pickup or shipping and book a pickup time.',
  ];
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.link)}" style="background:#0f2a44;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">See the invoice</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(input.link)}</p>
<p>${escapeHtml(input.siteName)}</p></body></html>`;
  return {
    to: detail.buyer_email ?? '',
    subject: `Invoice ${number} from ${input.siteName}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html,
  };
}
