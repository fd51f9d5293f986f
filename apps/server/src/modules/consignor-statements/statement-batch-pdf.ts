import type { StatementDetail } from '@auction/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { houseDetails, type InvoiceCompany, openDocument } from '../invoice-documents/pdf-pieces';
import type { SettingsService } from '../settings/settings.service';
import { drawStatement } from './statement-pdf';
import { statementDetail } from './statement-queries';

/**
 * Many consignor statements in one PDF for the mail (decision 0060): each starts on a new page and
 * keeps its own page numbers, and a draft its watermark.
 */
export function renderStatementBatchPdf(
  details: readonly StatementDetail[],
  company: InvoiceCompany,
  gstHstNumber: string,
): Promise<Buffer> {
  const { doc, finished } = openDocument({
    title: `Consignor statements (${details.length}) - ${company.name}`,
    author: company.name,
  });
  for (const [index, detail] of details.entries()) {
    if (index > 0) doc.addPage();
    drawStatement(doc, detail, company, gstHstNumber);
  }
  doc.end();
  return finished;
}

/** The batch as staff ask for it: the ids in the order chosen, each once; an unknown id prints nothing. */
export function createStatementBatch(deps: { db: Database; settings: SettingsService; publicUrl: string }) {
  return {
    async pdf(statementIds: readonly string[]): Promise<{ filename: string; pdf: Buffer }> {
      const details: StatementDetail[] = [];
      const unknown: string[] = [];
      for (const id of new Set(statementIds)) {
        try {
          details.push(await statementDetail(deps.db, id));
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
          unknown.push(id);
        }
      }
      if (unknown.length > 0) {
        const message = `No consignor statement has the id ${unknown.join(', ')}.`;
        throw new AppError('VALIDATION_FAILED', message, { statement_ids: [message] });
      }
      const settings = await deps.settings.get();
      const company = await houseDetails(deps.settings, deps.publicUrl);
      return {
        filename: `consignor-statements-${details.length}.pdf`,
        pdf: await renderStatementBatchPdf(details, company, settings.gst_hst_number),
      };
    },
  };
}
export type StatementBatch = ReturnType<typeof createStatementBatch>;
