import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import type { InvoicesService } from '../invoices/invoices.service';
import type { SettingsService } from '../settings/settings.service';
import { createAdminDashboardRepository } from './admin-dashboard.repository';
import { adminDashboardRoutes } from './admin-dashboard.routes';
import { type ClosingWatch, createAdminDashboardService } from './admin-dashboard.service';

/** The day's and the week's figures the admin area opens on. */
export const adminDashboardModule = defineModule({
  name: 'admin-dashboard',
  build: ({
    db,
    settings,
    clock,
    invoices,
    closings,
  }: {
    db: Database;
    settings: SettingsService;
    clock: Clock;
    /** What buyers owe, summed by the invoices area. */
    invoices: Pick<InvoicesService, 'owedNow'>;
    /** The closing job's last outage and the paused sales. */
    closings: ClosingWatch;
  }) => ({
    routes: [
      routeGroup(adminDashboardRoutes, {
        adminDashboard: createAdminDashboardService({
          figures: createAdminDashboardRepository(db),
          settings,
          clock,
          invoices,
          closings,
        }),
      }),
    ],
  }),
});
