import {
  type Report,
  type ReportName,
  type ReportQuery,
  type ReportSection,
  reportTitles,
} from '@auction/contracts';
import type { Queryable } from '../../db/queries';
import type { InvoiceLedger } from '../invoices/invoice-ledger';
import { biddingReport } from './bidding-report';
import { categoriesReport } from './categories-report';
import { payablesReport } from './payables-report';
import { receivablesReport } from './receivables-report';
import type { ReportWindow } from './report-window';
import { salesReport } from './sales-report';
import { taxReport } from './tax-report';

interface ReportsDeps {
  db: Queryable;
  timeZone: () => Promise<string>;
  /** What each invoice still owed on a day, as the invoice ledger works it out. */
  ledger: Pick<InvoiceLedger, 'balancesOn'>;
}

/** Staff reports over a range of days in the company's time zone (the `time_zone` setting). */
export function createReportsService(deps: ReportsDeps) {
  const builders: Record<ReportName, (db: Queryable, w: ReportWindow) => Promise<ReportSection[]>> = {
    sales: salesReport,
    tax: taxReport,
    receivables: (db, w) => receivablesReport(db, deps.ledger, w),
    payables: payablesReport,
    bidding: biddingReport,
    categories: categoriesReport,
  };

  return {
    async report(name: ReportName, query: ReportQuery): Promise<Report> {
      const timeZone = await deps.timeZone();
      const window: ReportWindow = { from: query.from, to: query.to, timeZone, group: query.group };
      return {
        report: name,
        title: reportTitles[name],
        from: query.from,
        to: query.to,
        group: query.group,
        time_zone: timeZone,
        sections: await builders[name](deps.db, window),
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
