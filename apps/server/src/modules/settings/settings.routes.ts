import {
  adminAreaRoles,
  adminSettingsSchema,
  adminSettingsUpdateSchema,
  auctionDefaultsSchema,
  companyProfileSchema,
  maintenanceStatusSchema,
  publicSettingsSchema,
} from '@auction/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { SettingsService } from './settings.service';

const tags = ['settings'];
const security = [{ bearer: [] }];

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get('/api/settings', { schema: { tags, response: { 200: publicSettingsSchema } } }, () =>
    settings.publicSettings(),
  );

  app.get('/api/company', { schema: { tags, response: { 200: companyProfileSchema } } }, () =>
    settings.company(),
  );

  app.get(
    '/api/maintenance/status',
    { schema: { tags, response: { 200: maintenanceStatusSchema } } },
    async () => ({
      maintenance: (await settings.maintenance()).on,
    }),
  );

  app.get(
    '/api/admin/settings',
    {
      schema: { tags, security, response: { 200: adminSettingsSchema } },
      onRequest: requireRoles(['Admin']),
    },
    () => settings.get(),
  );

  // Staff create auctions too: they read what a new auction starts from, not the other settings.
  app.get(
    '/api/admin/auction-defaults',
    {
      schema: { tags, security, response: { 200: auctionDefaultsSchema } },
      onRequest: requireRoles(adminAreaRoles),
    },
    () => settings.auctionDefaults(),
  );

  app.put(
    '/api/admin/settings',
    {
      schema: { tags, security, body: adminSettingsUpdateSchema, response: { 200: adminSettingsSchema } },
      onRequest: requireRoles(['Admin']),
    },
    (request) => settings.update(request.body, { id: signedIn(request).id, ip: request.ip }),
  );
};
