import { type Journal, journalSchema } from '@auction/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { saveFile } from '../../../lib/save-file';

export interface JournalPeriod {
  from: string;
  to: string;
}

export const journalQuery = (period: JournalPeriod) =>
  queryOptions({
    queryKey: ['admin', 'books', 'journal', period.from, period.to] as const,
    queryFn: async (): Promise<Journal> =>
      journalSchema.parse((await http.get('/api/admin/books/journal', { params: period })).data),
    placeholderData: keepPreviousData,
  });

export type JournalDownload = 'quickbooks' | 'xero';

/** The journal as the server writes it for QuickBooks Online or Xero. */
export async function downloadJournal(period: JournalPeriod, format: JournalDownload): Promise<void> {
  const answer = await http.get<Blob>('/api/admin/books/journal', {
    params: { ...period, format },
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  saveFile(answer.data, `journal-${format}-${period.from}-to-${period.to}.csv`);
}
