import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { createRepeatingPass } from '../../jobs/repeating-pass';
import { defineModule, routeGroup } from '../../platform/module';
import type { InvoicesService } from '../invoices/invoices.service';
import type { LotsService } from '../lots/lots.service';
import type { SettingsService } from '../settings/settings.service';
import type { BidderAlerts } from './bidder-alerts';
import { calendarRoutes } from './calendar.routes';
import { createCalendarService } from './calendar.service';
import { createLotSearchRepository } from './lot-search.repository';
import { lotSearchRoutes, savedSearchesRoutes } from './lot-search.routes';
import { createLotSearchService } from './lot-search.service';
import { createSaleRemindersRepository } from './sale-reminders.repository';
import { saleRemindersRoutes } from './sale-reminders.routes';
import { createSaleRemindersService } from './sale-reminders.service';
import { createSavedSearchesRepository } from './saved-searches.repository';
import { createSavedSearchesService } from './saved-searches.service';

interface LotSearchNeeds {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: Pick<SettingsService, 'get'>;
  publicUrl: string;
  lots: Pick<LotsService, 'publicByIds'>;
  /** The invoice a pickup calendar file is for, as its buyer or staff may read it. */
  invoices: Pick<InvoicesService, 'buyerInvoice' | 'staffInvoice'>;
  /** How a bidder is told of a new lot for a saved search, or a sale opening (mail; push beside it). */
  alerts: BidderAlerts;
}

/**
 * Search across every open lot, saved searches alerted when a new lot matches, "remind me" on a
 * scheduled sale, and calendar files for a sale and a booked pickup.
 */
export const lotSearchModule = defineModule({
  name: 'lot-search',
  build: ({ db, clock, log, settings, publicUrl, lots, invoices, alerts }: LotSearchNeeds) => {
    const searchRows = createLotSearchRepository(db);
    const reminderRows = createSaleRemindersRepository(db);
    const search = createLotSearchService({ search: searchRows, lots });
    const saved = createSavedSearchesService({
      db,
      saved: createSavedSearchesRepository(db),
      search: searchRows,
      alerts,
      log,
    });
    const reminders = createSaleRemindersService({ db, reminders: reminderRows, alerts, clock });
    const calendar = createCalendarService({ sales: reminderRows, invoices, settings, publicUrl });
    return {
      routes: [
        routeGroup(lotSearchRoutes, { search }),
        routeGroup(savedSearchesRoutes, { saved }),
        routeGroup(saleRemindersRoutes, { reminders }),
        routeGroup(calendarRoutes, { calendar }),
      ],
      jobs: [
        createRepeatingPass({
          what: 'the saved-search alert pass',
          pass: () => saved.alertPass(),
          defaultIntervalMs: 20_000,
          log,
        }),
        createRepeatingPass({
          what: 'the sale reminder pass',
          pass: () => reminders.pass(),
          defaultIntervalMs: 15_000,
          log,
        }),
      ],
      provides: { saved, reminders },
    };
  },
});
