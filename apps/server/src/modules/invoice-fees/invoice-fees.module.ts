import { defineModule, routeGroup } from '../../platform/module';
import { staffInvoiceFeesRoutes } from './invoice-fees.routes';
import { createInvoiceFeesJob, createInvoiceFeesService, type InvoiceFeesDeps } from './invoice-fees.service';

/**
 * Late and storage fees: a daily pass announces each fee to the buyer by e-mail before it applies
 * and then charges it through the invoice ledger, once per invoice, kind and day; staff turn an
 * invoice's fees off. The invoice's pages, papers and the tax report read `invoice_fees`.
 */
export const invoiceFeesModule = defineModule({
  name: 'invoice-fees',
  build: (needs: InvoiceFeesDeps) => {
    const fees = createInvoiceFeesService(needs);
    return {
      routes: [routeGroup(staffInvoiceFeesRoutes, { fees })],
      jobs: [createInvoiceFeesJob({ fees, log: needs.log })],
      provides: { fees },
    };
  },
});
