import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import type { InvoiceLedger } from '../invoices/invoice-ledger';
import type { SettingsService } from '../settings/settings.service';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

interface ReportsNeeds {
  db: Database;
  settings: Pick<SettingsService, 'get'>;
  /** What each invoice still owed on a day, for the receivables report. */
  ledger: Pick<InvoiceLedger, 'balancesOn'>;
}

/** Staff's reports: sales, tax, receivables, payables, bidding and categories. */
export const reportsModule = defineModule({
  name: 'reports',
  build: ({ db, settings, ledger }: ReportsNeeds) => ({
    routes: [
      routeGroup(reportsRoutes, {
        reports: createReportsService({ db, ledger, timeZone: async () => (await settings.get()).time_zone }),
      }),
    ],
  }),
});
