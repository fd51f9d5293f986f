import { adminAreaRoles, adminDashboardFiguresSchema } from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../plugins/auth';
import type { AdminDashboardService } from './admin-dashboard.service';

const tags = ['admin'];
const security = [{ bearer: [] }];

export const adminDashboardRoutes: FastifyPluginAsyncZod<{ adminDashboard: AdminDashboardService }> = async (
  app,
  { adminDashboard },
) => {
  app.get(
    '/api/admin/dashboard/figures',
    {
      schema: { tags, security, response: { 200: adminDashboardFiguresSchema } },
      onRequest: requireRoles(adminAreaRoles),
    },
    () => adminDashboard.figures(),
  );
};
