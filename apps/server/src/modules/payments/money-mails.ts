import { paymentMethodLabels } from '@auction/contracts';
import { formatCents } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { oneOf, type Queryable } from '../../db/queries';
import type { PaymentMethod } from '../../db/schema';
import type { MailService, PendingMail } from '../../mail/mail.service';
import { mailLayout } from '../../mail/mail-templates';
import type { NewMail } from '../../mail/outbox.repository';
import type { LedgerInvoice } from '../invoices/invoice-ledger';
import type { SettingsService } from '../settings/settings.service';
import type { Tx } from './payments.repository';

const money = formatCents;

/** Who an invoice's mails go to: the paddle's own e-mail, else its account's. */
interface InvoiceBuyer {
  name: string;
  email: string | null;
  number: string | null;
  auction_title: string;
}

async function buyerOf(tx: Queryable, invoiceId: string): Promise<InvoiceBuyer | null> {
  return oneOf<InvoiceBuyer>(
    tx,
    sql`select coalesce(r.name, u.name, '') as name, coalesce(nullif(r.email, ''), u.email) as email, i.number,
      coalesce(a.title, 'Buy now') as auction_title
    from invoices i
    left join auction_registrations r on r.id = i.registration_id
    left join users u on u.id = i.buyer_user_id
    left join auctions a on a.id = i.auction_id
    where i.id = ${invoiceId}::uuid`,
  );
}

/** The receipt when an invoice is paid in full. */
export function paidInFullMail(input: {
  siteName: string;
  to: string;
  name: string;
  invoiceNumber: string;
  auctionTitle: string;
  paidCents: number;
  method: PaymentMethod;
  link: string;
}): NewMail {
  const lines = [
    `Hello ${input.name},`,
    `Thank you: invoice ${input.invoiceNumber} (${input.auctionTitle}) is paid in full, ${money(input.paidCents)} in all, the last of it by ${paymentMethodLabels[input.method]}.`,
    'Keep this e-mail as your receipt. Your lots are released at pickup once you show the invoice or its QR code.',
  ];
  return {
    to: input.to,
    subject: `Receipt: invoice ${input.invoiceNumber} is paid`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, lines, { label: 'See the invoice', url: input.link }),
  };
}

/** The note that money went back to the buyer. */
export function refundMail(input: {
  siteName: string;
  to: string;
  name: string;
  invoiceNumber: string;
  amountCents: number;
  method: PaymentMethod;
  balanceCents: number;
  link: string;
}): NewMail {
  const how =
    input.method === 'stripe'
      ? 'to the card you paid with; your bank may take a few days to show it'
      : `by ${paymentMethodLabels[input.method]}`;
  const lines = [
    `Hello ${input.name},`,
    `We refunded ${money(input.amountCents)} of invoice ${input.invoiceNumber} ${how}.`,
    input.balanceCents > 0
      ? `The invoice now has ${money(input.balanceCents)} left to pay.`
      : `Nothing is left to pay on invoice ${input.invoiceNumber}.`,
  ];
  return {
    to: input.to,
    subject: `Refund of ${money(input.amountCents)} on invoice ${input.invoiceNumber}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\n${input.siteName}`,
    html: mailLayout(input.siteName, lines, { label: 'See the invoice', url: input.link }),
  };
}

/**
 * The mails money on an invoice sends its buyer: a receipt when it becomes paid in full, a note
 * when money is refunded. Stored in the transaction that moved the money, so they exist exactly
 * when it does; `afterCommit` hands them on.
 */
export function createMoneyMails(deps: { mail: MailService; publicUrl: string; settings: SettingsService }) {
  const link = (invoiceId: string) => `${deps.publicUrl.replace(/\/$/, '')}/invoices/${invoiceId}`;
  // Read in the caller's transaction: on the embedded database a read outside it would wait for it.
  const siteNameIn = async (tx: Tx) => (await deps.settings.get(tx)).site_name;
  return {
    async afterPayment(
      tx: Tx,
      change: { before: LedgerInvoice; after: LedgerInvoice; method: PaymentMethod },
    ): Promise<PendingMail | null> {
      if (change.before.status === 'paid' || change.after.status !== 'paid') return null;
      const buyer = await buyerOf(tx, change.after.id);
      if (!buyer?.email || !buyer.number) return null;
      return deps.mail.queueInTransaction(
        tx,
        paidInFullMail({
          siteName: await siteNameIn(tx),
          to: buyer.email,
          name: buyer.name,
          invoiceNumber: buyer.number,
          auctionTitle: buyer.auction_title,
          paidCents: change.after.paid_cents,
          method: change.method,
          link: link(change.after.id),
        }),
      );
    },

    async afterRefund(
      tx: Tx,
      change: { after: LedgerInvoice; amountCents: number; method: PaymentMethod },
    ): Promise<PendingMail | null> {
      const buyer = await buyerOf(tx, change.after.id);
      if (!buyer?.email || !buyer.number) return null;
      return deps.mail.queueInTransaction(
        tx,
        refundMail({
          siteName: await siteNameIn(tx),
          to: buyer.email,
          name: buyer.name,
          invoiceNumber: buyer.number,
          amountCents: change.amountCents,
          method: change.method,
          balanceCents: Math.max(0, change.after.balance_cents),
          link: link(change.after.id),
        }),
      );
    },

    afterCommit(pending: PendingMail | null): void {
      if (pending) deps.mail.afterCommit(pending);
    },
  };
}
export type MoneyMails = ReturnType<typeof createMoneyMails>;
