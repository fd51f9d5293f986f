import {
  adminAreaRoles,
  clearFlagBodySchema,
  paymentFlagSchema,
  paymentIntentAnswerSchema,
  paymentIntentBodySchema,
  payOptionsSchema,
  recordPaymentBodySchema,
  refundBodySchema,
  reversePaymentBodySchema,
  staffInvoiceDetailSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles, requireUser, signedIn } from '../../plugins/auth';
import type { InvoicesService } from '../invoices/invoices.service';
import type { PaymentFlagsService } from './payment-flags';
import type { PaymentsService } from './payments.service';

const tags = ['payments'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: uuidSchema });

/** The buyer's pay page calls: another person's invoice is a 404. */
export const payRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/invoices/:id/pay',
    { schema: { tags, security, params: idParams, response: { 200: payOptionsSchema } } },
    (request) => payments.payOptions(signedIn(request).id, request.params.id),
  );

  app.post(
    '/api/invoices/:id/payment-intents',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: paymentIntentBodySchema,
        response: { 200: paymentIntentAnswerSchema },
      },
    },
    (request) => {
      const user = signedIn(request);
      return payments.startCardPayment(user.id, request.params.id, request.body.idempotency_key, {
        id: user.id,
        ip: request.ip,
      });
    },
  );
};

/** Staff take payments, refund and correct them, and clear the flags of late payers. */
export const staffPaymentsRoutes: FastifyPluginAsyncZod<{
  /** The staff view of the invoice a payment was recorded on, as the invoices area shows it. */
  invoices: Pick<InvoicesService, 'staffInvoice'>;
  paymentFlags: PaymentFlagsService;
  payments: PaymentsService;
}> = async (app, { invoices, paymentFlags, payments }) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));
  const actorOf = (request: Parameters<typeof signedIn>[0]) => ({ id: signedIn(request).id, ip: request.ip });

  app.post(
    '/api/admin/invoices/:id/payments',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: recordPaymentBodySchema,
        response: { 200: staffInvoiceDetailSchema },
      },
    },
    async (request) => {
      const invoiceId = await payments.record(request.params.id, request.body, actorOf(request));
      return invoices.staffInvoice(invoiceId);
    },
  );

  app.post(
    '/api/admin/invoices/:id/refunds',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: refundBodySchema,
        response: { 200: staffInvoiceDetailSchema },
      },
    },
    async (request) => {
      const invoiceId = await payments.refund(request.params.id, request.body, actorOf(request));
      return invoices.staffInvoice(invoiceId);
    },
  );

  app.post(
    '/api/admin/payments/:id/reverse',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: reversePaymentBodySchema,
        response: { 200: staffInvoiceDetailSchema },
      },
    },
    async (request) => {
      const invoiceId = await payments.reverse(request.params.id, request.body.reason, actorOf(request));
      return invoices.staffInvoice(invoiceId);
    },
  );

  app.get(
    '/api/admin/payment-flags',
    { schema: { tags, security, response: { 200: z.object({ data: z.array(paymentFlagSchema) }) } } },
    async () => ({ data: await paymentFlags.listOpen() }),
  );

  app.post(
    '/api/admin/payment-flags/:id/clear',
    {
      schema: {
        tags,
        security,
        params: idParams,
        body: clearFlagBodySchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await paymentFlags.clear(request.params.id, request.body.note, actorOf(request));
      return { message: 'The flag is cleared; the bidder can register for new auctions again.' };
    },
  );
};
