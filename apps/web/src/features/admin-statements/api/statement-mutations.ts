import {
  type PayoutBody,
  type StatementDetail,
  type StatementGenerateBuyNowBody,
  statementDetailSchema,
  statementGenerationSchema,
} from '@auction/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { http } from '../../../lib/http/client';
import { statementKeys } from './statement-queries';

const base = '/api/admin/consignor-statements';
const parse = (data: unknown) => statementDetailSchema.parse(data);
// Forms and dialogs show the refusal themselves, so these calls keep the error toasts quiet.
const quiet = { silent: true } as const;

/** Every staff action on one statement answers with the statement as it now is. */
function useStatementChange<A>(run: (arg: A) => Promise<StatementDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (statement) => {
      queryClient.setQueryData(statementKeys.one(statement.consignor.id, statement.sale_key), statement);
      void queryClient.invalidateQueries({ queryKey: statementKeys.lists });
    },
    // A conflict means the statement changed meanwhile (a buyer's payment reversed, say): show it as it is.
    onError: (error) => {
      if (isAxiosError(error) && error.response?.status === 409) {
        void queryClient.invalidateQueries({ queryKey: statementKeys.all });
      }
    },
  });
}

export const useRegenerateStatement = (id: string) =>
  useStatementChange(async () => parse((await http.post(`${base}/${id}/regenerate`, {}, quiet)).data));

export const useFinaliseStatement = (id: string) =>
  useStatementChange(async (body: { override_reason?: string }) =>
    parse((await http.post(`${base}/${id}/finalise`, body, quiet)).data),
  );

export const useEmailStatement = (id: string) =>
  useStatementChange(async () => parse((await http.post(`${base}/${id}/email`, {})).data));

export const useRecordPayout = (id: string) =>
  useStatementChange(async (body: PayoutBody) =>
    parse((await http.post(`${base}/${id}/payouts`, body, quiet)).data),
  );

export const useReversePayout = (id: string) =>
  useStatementChange(async ({ payoutId, note }: { payoutId: string; note: string }) =>
    parse((await http.post(`${base}/${id}/payouts/${payoutId}/reverse`, { note }, quiet)).data),
  );

function useGeneration<A>(run: (arg: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (arg: A) => statementGenerationSchema.parse(await run(arg)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: statementKeys.all }),
  });
}

/** Drafts for every consignor with lots in a closed auction; final and paid statements are kept. */
export const useGenerateStatements = () =>
  useGeneration(
    async (auctionId: string) => (await http.post(`${base}/generate`, { auction_id: auctionId }, quiet)).data,
  );

/** Drafts for every consignor whose items sold at the buy-now price in the period. */
export const useGenerateBuyNowStatements = () =>
  useGeneration(
    async (body: StatementGenerateBuyNowBody) =>
      (await http.post(`${base}/generate-buy-now`, body, quiet)).data,
  );
