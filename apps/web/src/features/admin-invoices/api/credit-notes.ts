import {
  type CreditNotePreview,
  creditNoteFiguresSchema,
  creditNoteSchema,
  type IssueCreditNoteBody,
  staffInvoiceDetailSchema,
} from '@auction/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';
import { saveFile } from '../../../lib/save-file';
import { adminInvoiceKeys } from './invoice-queries';

const issuedSchema = z.object({ credit_note: creditNoteSchema, invoice: staffInvoiceDetailSchema });

/** What a credit note would take back: the server works it out with the invoice's own rate. */
export async function previewCreditNote(invoiceId: string, body: CreditNotePreview) {
  const answer = await http.post(`/api/admin/invoices/${invoiceId}/credit-notes/preview`, body, {
    silent: true,
  });
  return creditNoteFiguresSchema.parse(answer.data);
}

/** Issues a credit note; the invoice it answers with replaces the cached one. */
export function useIssueCreditNote(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: IssueCreditNoteBody) =>
      issuedSchema.parse(
        (await http.post(`/api/admin/invoices/${invoiceId}/credit-notes`, body, { silent: true })).data,
      ),
    onSuccess: ({ invoice }) => {
      queryClient.setQueryData(adminInvoiceKeys.one(invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: adminInvoiceKeys.lists });
    },
  });
}

/** A credit note's PDF, fetched with the staff member's session and saved under its number. */
export async function downloadCreditNotePdf(noteId: string, number: string): Promise<void> {
  const answer = await http.get<Blob>(`/api/admin/credit-notes/${noteId}/pdf`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  saveFile(answer.data, `credit-note-${number}.pdf`);
}
