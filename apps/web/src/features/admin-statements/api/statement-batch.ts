import type { StatementBatchBody } from '@auction/contracts';
import { http } from '../../../lib/http/client';
import { saveFile } from '../../../lib/save-file';

/** The chosen consignor statements as one PDF to print, each from a new page, for the mail. */
export async function downloadStatementBatchPdf(statementIds: readonly string[]): Promise<void> {
  const body: StatementBatchBody = { statement_ids: [...statementIds] };
  const answer = await http.post<Blob>('/api/admin/consignor-statements/batch.pdf', body, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  saveFile(answer.data, `consignor-statements-${statementIds.length}.pdf`);
}
