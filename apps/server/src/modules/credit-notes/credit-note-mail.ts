import { mailLayout } from '../../mail/mail-templates';
import type { NewMail } from '../../mail/outbox.repository';
import { money } from '../invoice-documents/pdf-pieces';

/**
 * The buyer's mail when a credit note is issued: what was credited and why, what the invoice
 * now owes, and, when more was paid than is now owed, that the difference comes back.
 */
export function creditNoteMail(input: {
  siteName: string;
  to: string;
  name: string;
  number: string;
  invoiceNumber: string;
  totalCents: number;
  reason: string;
  balanceCents: number;
  link: string;
}): NewMail {
  const owed =
    input.balanceCents > 0
      ? `Invoice ${input.invoiceNumber} now has ${money(input.balanceCents)} left to pay.`
      : input.balanceCents < 0
        ? `You had paid more than invoice ${input.invoiceNumber} now comes to: the ${money(-input.balanceCents)} difference will be refunded to you, and you will get a note when it is.`
        : `Invoice ${input.invoiceNumber} has nothing left to pay.`;
  const lines = [
    `Hello ${input.name},`,
    `We have issued credit note ${input.number} against invoice ${input.invoiceNumber}: ${money(input.totalCents)}, taxes included.`,
    `Reason: ${input.reason}`,
    owed,
    'The credit note is attached as a PDF; keep it with the invoice for your records.',
  ];
  return {
    to: input.to,
    subject: `Credit note ${input.number} for invoice ${input.invoiceNumber}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, lines, { label: 'See the invoice', url: input.link }),
  };
}
