import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import type { MediaStore } from '../media/media-store';
import type { SettingsService } from '../settings/settings.service';
import { createInvoiceLedger } from './invoice-ledger';
import { invoicesRoutes } from './invoices.routes';
import { createInvoicesService } from './invoices.service';
import { recomputeTotals, taxRateFor } from './recompute-totals';
import { staffInvoicesRoutes } from './staff-invoices.routes';
import { createTaxExemptions } from './tax-exemptions';
import { createTaxRates } from './tax-rates';
import { taxRatesRoutes } from './tax-rates.routes';

interface InvoicesNeeds {
  db: Database;
  settings: SettingsService;
  clock: Clock;
  media: MediaStore;
}

/**
 * Invoices: generated when a sale closes, issued, voided and replaced; the buyer's own; the tax
 * table and exemptions. Its ledger is the one owner of an invoice's money, lent to payments, the
 * pickup desk and the reports; the rate in force and an invoice's totals are lent to buy-now and
 * the consignor statements.
 */
export const invoicesModule = defineModule({
  name: 'invoices',
  build: ({ db, settings, clock, media }: InvoicesNeeds) => {
    const invoices = createInvoicesService({ db, settings, clock });
    const ledger = createInvoiceLedger({ db });
    const rates = createTaxRates({ db, media });
    const exemptions = createTaxExemptions({ db, media, today: invoices.today });
    return {
      routes: [
        routeGroup(invoicesRoutes, { invoices }),
        routeGroup(staffInvoicesRoutes, { invoices }),
        routeGroup(taxRatesRoutes, { rates, exemptions }),
      ],
      provides: { invoices, ledger, taxRateFor, recomputeTotals },
    };
  },
});
