import { defineModule, routeGroup } from '../../platform/module';
import type { InvoicesService } from '../invoices/invoices.service';
import { createMoneyMails } from './money-mails';
import { createPaymentFlagsService, createPaymentRemindersJob } from './payment-flags';
import type { PaymentDeps } from './payment-steps';
import { payRoutes, staffPaymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

type PaymentsNeeds = PaymentDeps &
  Parameters<typeof createPaymentFlagsService>[0] & {
    /** The staff view of an invoice after a payment is recorded on it. */
    invoices: Pick<InvoicesService, 'staffInvoice'>;
  };

/**
 * Payments: the buyer's card payment through Stripe and its webhook, staff's counter payments,
 * refunds and reversals (through the invoice ledger), and the late payers' flags and reminders.
 */
export const paymentsModule = defineModule({
  name: 'payments',
  build: ({ invoices, ...rest }: Omit<PaymentsNeeds, 'moneyMails'>) => {
    const moneyMails = createMoneyMails({
      mail: rest.mail,
      publicUrl: rest.publicUrl,
      settings: rest.settings,
    });
    const needs = { ...rest, moneyMails };
    const payments = createPaymentsService(needs);
    const paymentFlags = createPaymentFlagsService(needs);
    return {
      routes: [
        routeGroup(payRoutes, { payments }),
        routeGroup(staffPaymentsRoutes, { payments, paymentFlags, invoices }),
        routeGroup(stripeWebhookRoutes, { payments }),
      ],
      jobs: [createPaymentRemindersJob({ flags: paymentFlags, log: needs.log })],
      provides: { paymentFlags: { isFlagged: (userId: string) => paymentFlags.isFlagged(userId) } },
    };
  },
});
