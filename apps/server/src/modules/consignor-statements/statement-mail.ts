import type { StatementDetail } from '@auction/contracts';
import { escapeHtml } from '../../html';
import type { NewMail } from '../../mail/outbox.repository';
import { money } from '../invoice-documents/pdf-pieces';
import { saleWords } from './statement-pdf';

/** The statement e-mail to the consignor: the sale, the net payout, what is still to pay; the PDF goes with it. */
export function statementMail(input: {
  siteName: string;
  timeZone: string;
  to: string;
  detail: StatementDetail;
}): NewMail & { to: string } {
  const { detail } = input;
  const sale = saleWords(detail, input.timeZone);
  const net = detail.net_payout_cents;
  const lines = [
    `Hello ${detail.consignor.name},`,
    `Here is your consignor statement for ${sale}: ${detail.sold_lots} of your ${detail.lots} lots sold, for ${money(detail.hammer_cents)} in hammer prices.`,
    net < 0
      ? `After our commission, fees and HST, you owe us ${money(-net)}.`
      : `After our commission, fees, HST and any advances, your net payout is ${money(net)}; ${money(detail.totals.outstanding_cents)} of it is still to be paid to you.`,
    'The statement is attached as a PDF, with every lot, its result and what we charged. Reply to this e-mail with any questions.',
  ];
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>${escapeHtml(input.siteName)}</p></body></html>`;
  return {
    to: input.to,
    subject: `Your consignor statement for ${sale} from ${input.siteName}`,
    text: `${lines.join('\n\n')}\n\n${input.siteName}`,
    html,
  };
}
