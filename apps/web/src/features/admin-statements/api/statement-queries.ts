import { type StatementPage, statementDetailSchema, statementPageSchema } from '@auction/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { isNotFound } from '../../../lib/http/is-not-found';
import { saveFile } from '../../../lib/save-file';

/** Statement queries share this prefix, so any change refreshes the list and the open statement. */
export const statementKeys = {
  all: ['admin', 'statements'] as const,
  lists: ['admin', 'statements', 'list'] as const,
  one: (consignorId: string, saleKey: string) =>
    ['admin', 'statements', 'one', consignorId, saleKey] as const,
};

/**
 * One page of the statement list. The address says `consignor` (the consignor page links here with
 * it); the API calls the same filter `consignor_id`.
 */
export async function fetchStatementPage(params: Record<string, string | number>): Promise<StatementPage> {
  const { consignor, ...rest } = params;
  const query = consignor ? { ...rest, consignor_id: consignor } : rest;
  return statementPageSchema.parse(
    (await http.get('/api/admin/consignor-statements', { params: query })).data,
  );
}

export const statementQuery = (consignorId: string, saleKey: string) =>
  queryOptions({
    queryKey: statementKeys.one(consignorId, saleKey),
    queryFn: async () =>
      statementDetailSchema.parse(
        (await http.get(`/api/admin/consignor-statements/${consignorId}/${saleKey}`)).data,
      ),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

/** The statement's PDF, fetched with the staff member's session and saved under a readable name. */
export async function downloadStatementPdf(id: string, fileName: string): Promise<void> {
  const answer = await http.get<Blob>(`/api/admin/consignor-statements/${id}/pdf`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  saveFile(answer.data, fileName);
}

/** Every payout and reversal recorded between two days (either may be open), for the bank or accountant. */
export async function downloadPayoutsCsv(range: { from?: string; to?: string }): Promise<void> {
  const params = Object.fromEntries(Object.entries(range).filter(([, day]) => day));
  const answer = await http.get<Blob>('/api/admin/consignor-payouts.csv', {
    params,
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  const name = ['consignor-payouts', range.from, range.to].filter(Boolean).join('-');
  saveFile(answer.data, `${name}.csv`);
}
