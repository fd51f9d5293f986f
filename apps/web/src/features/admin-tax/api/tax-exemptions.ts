import { type TaxExemption, taxExemptionSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';
import { saveFile } from '../../../lib/save-file';
import { adminInvoiceKeys } from '../../admin-invoices/api/invoice-queries';

export const exemptionKeys = { of: (userId: string) => ['admin', 'tax-exemptions', userId] as const };

/** Every exemption staff recorded for a buyer, newest first, revoked and expired ones included. */
export const exemptionsQuery = (userId: string) =>
  queryOptions({
    queryKey: exemptionKeys.of(userId),
    queryFn: async (): Promise<TaxExemption[]> =>
      z
        .object({ data: z.array(taxExemptionSchema) })
        .parse((await http.get(`/api/admin/users/${userId}/tax-exemptions`)).data).data,
  });

/** A change of exemption re-taxes the buyer's drafts, so their invoices are fetched again too. */
function useExemptionChange<A>(userId: string, run: (arg: A) => Promise<TaxExemption>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: exemptionKeys.of(userId) });
      void queryClient.invalidateQueries({ queryKey: adminInvoiceKeys.all });
    },
  });
}

export interface ExemptionInput {
  number: string;
  expires_on: string;
  note: string;
  certificate: File | null;
}

export const useRecordExemption = (userId: string) =>
  useExemptionChange(userId, async (input: ExemptionInput) => {
    const body = new FormData();
    body.append('number', input.number);
    body.append('expires_on', input.expires_on);
    body.append('note', input.note);
    if (input.certificate) body.append('certificate', input.certificate);
    const answer = await http.post(`/api/admin/users/${userId}/tax-exemptions`, body, {
      headers: { 'Content-Type': 'multipart/form-data' },
      silent: true,
    });
    return taxExemptionSchema.parse(answer.data);
  });

export const useRevokeExemption = (userId: string) =>
  useExemptionChange(userId, async ({ id, reason }: { id: string; reason: string }) =>
    taxExemptionSchema.parse(
      (await http.post(`/api/admin/tax-exemptions/${id}/revoke`, { reason }, { silent: true })).data,
    ),
  );

/** The scanned certificate, fetched with the staff member's session and saved under the server's name. */
export async function downloadCertificate(exemption: TaxExemption): Promise<void> {
  const answer = await http.get<Blob>(`/api/admin/tax-exemptions/${exemption.id}/certificate`, {
    responseType: 'blob',
    headers: { Accept: '*/*' },
  });
  const disposition = String(answer.headers['content-disposition'] ?? '');
  const fileName =
    /filename="([^"]+)"/.exec(disposition)?.[1] ?? `tax-exemption-${exemption.exemption_number}`;
  saveFile(answer.data, fileName);
}
