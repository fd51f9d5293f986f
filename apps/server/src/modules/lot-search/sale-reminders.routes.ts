import { reminderAuctionParamsSchema, saleReminderSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../plugins/auth';
import type { SaleRemindersService } from './sale-reminders.service';

const tags = ['search'];
const security = [{ bearer: [] }];
const schema = {
  tags,
  security,
  params: reminderAuctionParamsSchema,
  response: { 200: saleReminderSchema },
};

/** "Remind me when it opens" on a scheduled sale, for the signed-in bidder. */
export const saleRemindersRoutes: FastifyPluginAsyncZod<{ reminders: SaleRemindersService }> = async (
  app,
  { reminders },
) => {
  app.addHook('onRequest', requireUser);
  app.get('/api/auctions/:id/reminder', { schema }, async (request) =>
    reminders.get(signedIn(request).id, request.params.id),
  );
  app.put('/api/auctions/:id/reminder', { schema }, async (request) =>
    reminders.remind(signedIn(request).id, request.params.id),
  );
  app.delete('/api/auctions/:id/reminder', { schema }, async (request) =>
    reminders.forget(signedIn(request).id, request.params.id),
  );
};
