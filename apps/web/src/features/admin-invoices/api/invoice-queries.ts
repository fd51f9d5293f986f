import {
  type Auction,
  auctionSchema,
  pageOf,
  type StaffInvoicePage,
  staffInvoiceDetailSchema,
  staffInvoicePageSchema,
} from '@auction/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { isNotFound } from '../../../lib/http/is-not-found';
import { queryKeys } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

/** Staff invoice queries share this prefix, so any change refreshes the list and its totals. */
export const adminInvoiceKeys = {
  all: queryKeys.staffInvoices,
  lists: ['admin', 'invoices', 'list'] as const,
  one: (id: string) => ['admin', 'invoices', 'one', id] as const,
  auctions: ['admin', 'invoices', 'auctions'] as const,
};

/** One page of the staff invoice list with the totals of the whole filter. */
export async function fetchStaffInvoicePage(
  params: Record<string, string | number>,
): Promise<StaffInvoicePage> {
  return staffInvoicePageSchema.parse((await http.get('/api/admin/invoices', { params })).data);
}

export const staffInvoiceQuery = (id: string) =>
  queryOptions({
    queryKey: adminInvoiceKeys.one(id),
    queryFn: async () => staffInvoiceDetailSchema.parse((await http.get(`/api/admin/invoices/${id}`)).data),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

const auctionPageSchema = pageOf(auctionSchema);

async function auctionsWithStatus(status: 'closed' | 'settled'): Promise<Auction[]> {
  const params = { status, sort: 'end_at', order: 'desc', per_page: 100 };
  return auctionPageSchema.parse((await http.get('/api/admin/auctions', { params })).data).data;
}

/** The sales that can have invoices: closed (invoices generated from them) and settled, newest first. */
export const invoicedAuctionsQuery = queryOptions({
  queryKey: adminInvoiceKeys.auctions,
  queryFn: async () => {
    const [closed, settled] = await Promise.all([
      auctionsWithStatus('closed'),
      auctionsWithStatus('settled'),
    ]);
    return { closed, all: [...closed, ...settled] };
  },
  staleTime: 60_000,
});

/** The invoice's PDF, fetched with the staff member's session and saved under its number. */
export async function downloadInvoicePdf(id: string, fileName: string): Promise<void> {
  const answer = await http.get<Blob>(`/api/admin/invoices/${id}/pdf`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  saveFile(answer.data, fileName);
}
