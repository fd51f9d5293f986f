import { reminderAuctionParamsSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../plugins/auth';
import type { CalendarService } from './calendar.service';

const tags = ['search'];
const calendarType = 'text/calendar; charset=utf-8';
const invoiceParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid id.' }) });

/** Calendar files: a published sale for anyone, a booked pickup for its buyer or staff. */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar },
) => {
  app.get(
    '/api/auctions/:id/calendar.ics',
    { schema: { tags, params: reminderAuctionParamsSchema } },
    async (request, reply) => {
      const file = await calendar.sale(request.params.id);
      return reply
        .type(calendarType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.ics);
    },
  );

  app.get(
    '/api/invoices/:id/pickup.ics',
    { onRequest: requireUser, schema: { tags, security: [{ bearer: [] }], params: invoiceParamsSchema } },
    async (request, reply) => {
      const file = await calendar.pickup(signedIn(request), request.params.id);
      return reply
        .type(calendarType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.ics);
    },
  );
};
