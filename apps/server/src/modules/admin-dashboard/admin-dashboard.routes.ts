import { adminAreaRoles, adminDashboardFiguresSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../plugins/auth';
import type { Services } from '../../services';

const tags = ['admin'];
const security = [{ bearer: [] }];

export const adminDashboardRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/admin/dashboard/figures',
    {
      schema: { tags, security, response: { 200: adminDashboardFiguresSchema } },
      onRequest: requireRoles(adminAreaRoles),
    },
    () => services.adminDashboard.figures(),
  );
};
