import { formatCents } from '@auction/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { QueuePushes } from './push-queue';

/** What the alert needs of an issued invoice (the invoices area's staff view has it). */
export interface IssuedInvoice {
  buyer_user_id: string | null;
  number: string | null;
  balance_cents: number;
}

/**
 * "Your invoice is ready", pushed to an online buyer's devices once an invoice is issued (after
 * its deposit is applied, so the amount is what is owed). It runs after the issue committed, and
 * its key is the invoice's, so it goes out once however often the listener runs.
 */
export function invoiceIssuedAlert(deps: {
  db: Database;
  queuePushes: QueuePushes;
  invoiceOf: (invoiceId: string) => Promise<IssuedInvoice>;
  log: FastifyBaseLogger;
}) {
  return async (invoiceId: string): Promise<undefined> => {
    try {
      const invoice = await deps.invoiceOf(invoiceId);
      if (!invoice.buyer_user_id || !invoice.number) return undefined;
      const userId = invoice.buyer_user_id;
      const number = invoice.number;
      await deps.db.transaction((tx) =>
        deps.queuePushes(tx, 'invoice_issued', [
          {
            userId,
            dedupeKey: `invoice-issued:${invoiceId}`,
            payload: {
              title: `Invoice ${number} is ready`,
              body: `${formatCents(invoice.balance_cents)} to pay. Open it to pay or arrange pickup.`,
              url: `/invoices/${invoiceId}`,
              tag: `invoice:${invoiceId}`,
            },
          },
        ]),
      );
    } catch (error) {
      deps.log.error({ err: error, invoiceId }, 'queueing the invoice push failed');
    }
    return undefined;
  };
}
