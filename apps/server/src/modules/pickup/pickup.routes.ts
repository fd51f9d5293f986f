import {
  invoiceDetailSchema,
  pickupBookingBodySchema,
  pickupSlotSchema,
  uuidSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import type { InvoicesService } from '../invoices/invoices.service';
import type { PickupService } from './pickup.service';
import { actorOf } from './release-desk.routes';

const security = [{ bearer: [] }];
const invoiceParams = z.object({ id: uuidSchema });

/** A buyer (or staff for them) sees the free pickup times of an invoice and books one. */
export const pickupRoutes: FastifyPluginAsyncZod<{
  /** The invoice as its viewer sees it, after a booking changes it. */
  invoices: Pick<InvoicesService, 'buyerInvoice' | 'staffInvoice'>;
  pickup: PickupService;
}> = async (app, { invoices, pickup }) => {
  const tags = ['invoices'];
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/invoices/:id/pickup-slots',
    { schema: { tags, security, params: invoiceParams, response: { 200: z.array(pickupSlotSchema) } } },
    (request) => pickup.slots(request.params.id, actorOf(request)),
  );

  app.put(
    '/api/invoices/:id/pickup',
    {
      schema: {
        tags,
        security,
        params: invoiceParams,
        body: pickupBookingBodySchema,
        response: { 200: invoiceDetailSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const booked = await pickup.book(request.params.id, request.body.slot_start, actor);
      // Staff booking for a buyer see the invoice as the buyer does, less nothing they may see.
      return booked.buyer_user_id === actor.id
        ? invoices.buyerInvoice(actor.id, request.params.id)
        : invoices.staffInvoice(request.params.id);
    },
  );
};
