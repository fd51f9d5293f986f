import { type ConsentLedgerPage, consentLedgerPageSchema } from '@auction/contracts';
import { http } from '../../../lib/http/client';
import { saveFile } from '../../../lib/save-file';

export const consentLedgerKeys = { lists: ['admin', 'marketing', 'consents'] as const };

export async function fetchConsentLedgerPage(
  params: Record<string, string | number>,
): Promise<ConsentLedgerPage> {
  return consentLedgerPageSchema.parse((await http.get('/api/admin/marketing/consents', { params })).data);
}

/** The server's CSV of the ledger (every row of the search), the evidence kept under CASL. */
export async function downloadConsentLedger(q: string): Promise<void> {
  const answer = await http.get<Blob>('/api/admin/marketing/consents.csv', {
    params: q ? { q } : {},
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  saveFile(answer.data, 'marketing-consents.csv');
}
