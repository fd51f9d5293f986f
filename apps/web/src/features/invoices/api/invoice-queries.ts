import {
  type InvoiceDetail,
  invoiceDetailSchema,
  invoiceSummarySchema,
  pickupSlotSchema,
  type ShipTo,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';
import { saveFile } from '../../../lib/save-file';

/** The signed-in buyer's invoices, unpaid first (the server's order). */
export const myInvoicesQuery = queryOptions({
  queryKey: ['invoices', 'mine'],
  queryFn: async () => z.array(invoiceSummarySchema).parse((await http.get('/api/invoices')).data),
  staleTime: 0,
});

/** One of their invoices (the pay page reads the same key). */
export const invoiceQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: ['invoices', invoiceId],
    queryFn: async () => invoiceDetailSchema.parse((await http.get(`/api/invoices/${invoiceId}`)).data),
    staleTime: 0,
  });

/** The pickup times still free in the next two weeks. */
export const pickupSlotsQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: ['invoices', invoiceId, 'pickup-slots'],
    queryFn: async () =>
      z.array(pickupSlotSchema).parse((await http.get(`/api/invoices/${invoiceId}/pickup-slots`)).data),
    staleTime: 0,
    retry: false,
  });

function useInvoiceAnswer(invoiceId: string) {
  const client = useQueryClient();
  return (detail: InvoiceDetail) => {
    client.setQueryData(invoiceQuery(invoiceId).queryKey, detail);
    void client.invalidateQueries({ queryKey: ['invoices', invoiceId, 'pickup-slots'] });
    void client.invalidateQueries({ queryKey: myInvoicesQuery.queryKey });
  };
}

/** Pickup at the house, or shipping to an address (staff then quote it). */
export function useChooseFulfilment(invoiceId: string) {
  const onSuccess = useInvoiceAnswer(invoiceId);
  return useMutation({
    mutationFn: async (body: { fulfilment: 'pickup' } | { fulfilment: 'shipping'; ship_to: ShipTo }) =>
      invoiceDetailSchema.parse((await http.put(`/api/invoices/${invoiceId}/fulfilment`, body)).data),
    onSuccess,
  });
}

export function useBookPickup(invoiceId: string) {
  const onSuccess = useInvoiceAnswer(invoiceId);
  return useMutation({
    mutationFn: async (slotStart: string) =>
      invoiceDetailSchema.parse(
        (await http.put(`/api/invoices/${invoiceId}/pickup`, { slot_start: slotStart })).data,
      ),
    onSuccess,
  });
}

/** Saves the invoice's PDF (the answer needs the sign-in header, so it is fetched, then saved). */
export async function downloadMyInvoicePdf(invoiceId: string, fileName: string): Promise<void> {
  const answer = await http.get<Blob>(`/api/invoices/${invoiceId}/pdf`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  saveFile(answer.data, fileName);
}

/** Saves one of the invoice's credit notes as a PDF. */
export async function downloadMyCreditNotePdf(noteId: string, number: string): Promise<void> {
  const answer = await http.get<Blob>(`/api/credit-notes/${noteId}/pdf`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  saveFile(answer.data, `credit-note-${number}.pdf`);
}
