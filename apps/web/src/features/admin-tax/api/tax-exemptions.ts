import { type TaxExemption, taxExemptionSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../lib/http/client';
import { queryKeys } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

/**
 * Who holds an exemption: a buyer's account, or a floor buyer's registration when they have no
 * account (decision 0051).
 */
export type ExemptionHolder = { kind: 'users' | 'registrations'; id: string };

const holderUrl = (holder: ExemptionHolder) => `/api/admin/${holder.kind}/${holder.id}/tax-exemptions`;

export const exemptionKeys = {
  of: (holder: ExemptionHolder) => ['admin', 'tax-exemptions', holder.kind, holder.id] as const,
};

/** Every exemption staff recorded for a buyer, newest first, revoked and expired ones included. */
export const exemptionsQuery = (holder: ExemptionHolder) =>
  queryOptions({
    queryKey: exemptionKeys.of(holder),
    queryFn: async (): Promise<TaxExemption[]> =>
      z.object({ data: z.array(taxExemptionSchema) }).parse((await http.get(holderUrl(holder))).data).data,
  });

/** A change of exemption re-taxes the buyer's drafts, so their invoices are fetched again too. */
function useExemptionChange<A>(holder: ExemptionHolder, run: (arg: A) => Promise<TaxExemption>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: exemptionKeys.of(holder) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.staffInvoices });
    },
  });
}

export interface ExemptionInput {
  number: string;
  expires_on: string;
  note: string;
  certificate: File | null;
}

export const useRecordExemption = (holder: ExemptionHolder) =>
  useExemptionChange(holder, async (input: ExemptionInput) => {
    const body = new FormData();
    body.append('number', input.number);
    body.append('expires_on', input.expires_on);
    body.append('note', input.note);
    if (input.certificate) body.append('certificate', input.certificate);
    const answer = await http.post(holderUrl(holder), body, {
      headers: { 'Content-Type': 'multipart/form-data' },
      silent: true,
    });
    return taxExemptionSchema.parse(answer.data);
  });

export const useRevokeExemption = (holder: ExemptionHolder) =>
  useExemptionChange(holder, async ({ id, reason }: { id: string; reason: string }) =>
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
