import {
  type BulkEmailBody,
  bulkEmailAnswerSchema,
  generateInvoicesAnswerSchema,
  type InvoiceLineBody,
  issueInvoiceAnswerSchema,
  type RecordPaymentBody,
  type StaffInvoiceDetail,
  type shippingUpdateBodySchema,
  staffInvoiceDetailSchema,
} from '@auction/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http/client';
import { adminInvoiceKeys } from './invoice-queries';

const parse = (data: unknown) => staffInvoiceDetailSchema.parse(data);

/** Every staff action on one invoice answers with the invoice as it now is. */
function useInvoiceChange<A, R extends StaffInvoiceDetail = StaffInvoiceDetail>(run: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (invoice) => {
      queryClient.setQueryData(adminInvoiceKeys.one(invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: adminInvoiceKeys.lists });
    },
  });
}

// Forms show a 422's messages on their fields, so these calls keep the error toasts quiet.
const quiet = { silent: true } as const;

export const useAddLine = (id: string) =>
  useInvoiceChange(async (body: InvoiceLineBody) =>
    parse((await http.post(`/api/admin/invoices/${id}/lines`, body, quiet)).data),
  );

export const useRemoveLine = (id: string) =>
  useInvoiceChange(async (lineId: string) =>
    parse((await http.delete(`/api/admin/invoices/${id}/lines/${lineId}`)).data),
  );

export const useIssueInvoice = (id: string) =>
  useInvoiceChange(async () =>
    issueInvoiceAnswerSchema.parse((await http.post(`/api/admin/invoices/${id}/issue`, {}, quiet)).data),
  );

export const useVoidInvoice = (id: string) =>
  useInvoiceChange(async (body: { reason: string }) =>
    parse((await http.post(`/api/admin/invoices/${id}/void`, body, quiet)).data),
  );

export const useSendInvoice = (id: string) =>
  useInvoiceChange(async () => parse((await http.post(`/api/admin/invoices/${id}/send`, {})).data));

export const useRecordPayment = (id: string) =>
  useInvoiceChange(async (body: RecordPaymentBody) =>
    parse((await http.post(`/api/admin/invoices/${id}/payments`, body, quiet)).data),
  );

export interface RefundInput {
  payment_id: string;
  amount_cents: number;
  reason: string;
  idempotency_key: string;
}

export const useRefundPayment = (id: string) =>
  useInvoiceChange(async (body: RefundInput) =>
    parse((await http.post(`/api/admin/invoices/${id}/refunds`, body, quiet)).data),
  );

export const useReversePayment = () =>
  useInvoiceChange(async ({ paymentId, reason }: { paymentId: string; reason: string }) =>
    parse((await http.post(`/api/admin/payments/${paymentId}/reverse`, { reason }, quiet)).data),
  );

export type ShippingUpdate = z.input<typeof shippingUpdateBodySchema>;

export const useUpdateShipping = (id: string) =>
  useInvoiceChange(async (body: ShippingUpdate) =>
    parse((await http.put(`/api/admin/invoices/${id}/shipping`, body, quiet)).data),
  );

/** Generates (or regenerates the drafts of) every buyer's invoice of a closed auction. */
export function useGenerateInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (auctionId: string) =>
      generateInvoicesAnswerSchema.parse(
        (await http.post(`/api/admin/auctions/${auctionId}/invoices`, {}, quiet)).data,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminInvoiceKeys.all }),
  });
}

/** E-mails the chosen invoices again, each with its PDF. */
export function useEmailInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkEmailBody) =>
      bulkEmailAnswerSchema.parse((await http.post('/api/admin/invoices/email', body)).data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminInvoiceKeys.all }),
  });
}
