import {
  adminAreaRoles,
  drawerCountBodySchema,
  drawerCountPageQuerySchema,
  drawerCountPageSchema,
  drawerCountSchema,
  drawerDayParamsSchema,
  drawerDaySchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { CashDrawerService } from './cash-drawer.service';

const security = [{ bearer: [] }];

/** The counter's day-end drawer: a day's expected figures, a count, and the days counted. Staff and Admin. */
export const cashDrawerRoutes: FastifyPluginAsyncZod<{ cashDrawer: CashDrawerService }> = async (
  app,
  { cashDrawer },
) => {
  const tags = ['cash drawer'];
  app.addHook('onRequest', requireRoles(adminAreaRoles));

  app.get(
    '/api/admin/cash-drawer/days/:day',
    { schema: { tags, security, params: drawerDayParamsSchema, response: { 200: drawerDaySchema } } },
    (request) => cashDrawer.day(request.params.day),
  );

  app.post(
    '/api/admin/cash-drawer/counts',
    { schema: { tags, security, body: drawerCountBodySchema, response: { 201: drawerCountSchema } } },
    async (request, reply) => {
      const count = await cashDrawer.record(request.body, { id: signedIn(request).id, ip: request.ip });
      return reply.status(201).send(count);
    },
  );

  app.get(
    '/api/admin/cash-drawer/counts',
    {
      schema: {
        tags,
        security,
        querystring: drawerCountPageQuerySchema,
        response: { 200: drawerCountPageSchema },
      },
    },
    (request) => cashDrawer.list(request.query),
  );
};
