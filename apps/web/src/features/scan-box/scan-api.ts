import { type ScanAnswer, scanAnswerSchema } from '@auction/contracts';
import { isAxiosError } from 'axios';
import { http } from '../../lib/http/client';

/** Where a scanned code leads in the admin area. */
export function pathOfScan(answer: ScanAnswer): string {
  if (answer.kind === 'item') return `/admin/inventory/${answer.id}`;
  if (answer.kind === 'location') return `/admin/inventory/locations/${answer.id}`;
  return `/admin/invoices/${answer.id}`;
}

/** What a scanned code is, or null when it is nothing the house knows (the server's 404). */
export async function resolveScan(code: string): Promise<ScanAnswer | null> {
  try {
    const answer = await http.get(`/api/admin/scan/${encodeURIComponent(code)}`, { silent: true });
    return scanAnswerSchema.parse(answer.data);
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}
