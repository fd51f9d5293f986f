import {
  type PickListEntry,
  pickListEntrySchema,
  type ReleaseDeskInvoice,
  releaseDeskInvoiceSchema,
} from '@auction/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';

export const releaseDeskKeys = {
  all: ['admin', 'release-desk'] as const,
  search: (q: string) => ['admin', 'release-desk', 'search', q] as const,
  pickList: (date: string) => ['admin', 'release-desk', 'pick-list', date] as const,
};

/** Issued invoices found by number, scanned QR text, paddle or buyer name. */
export async function searchReleaseDesk(q: string): Promise<ReleaseDeskInvoice[]> {
  return z
    .array(releaseDeskInvoiceSchema)
    .parse((await http.get('/api/admin/release-desk', { params: { q } })).data);
}

export async function fetchPickList(date: string): Promise<PickListEntry[]> {
  return z
    .array(pickListEntrySchema)
    .parse((await http.get('/api/admin/pick-list', { params: { date } })).data);
}

export interface ReleaseInput {
  invoiceId: string;
  lot_ids: string[];
  released_to: string;
  override_reason?: string;
}

/** Hands lots over at the desk; the desk's search and pick list follow. */
export function useReleaseLots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ invoiceId, ...body }: ReleaseInput) =>
      releaseDeskInvoiceSchema.parse(
        (await http.post(`/api/admin/invoices/${invoiceId}/releases`, body)).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseDeskKeys.all }),
  });
}
