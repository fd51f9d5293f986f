import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import type { SettingsService } from '../settings/settings.service';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

/** Staff's reports: sales, tax, receivables, payables, bidding and categories. */
export const reportsModule = defineModule({
  name: 'reports',
  build: ({ db, settings }: { db: Database; settings: Pick<SettingsService, 'get'> }) => ({
    routes: [
      routeGroup(reportsRoutes, {
        reports: createReportsService({ db, timeZone: async () => (await settings.get()).time_zone }),
      }),
    ],
  }),
});
