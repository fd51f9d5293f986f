import {
  type AdvanceBody,
  type ConsignorBody,
  type ConsignorDetail,
  type ConsignorUpdateBody,
  consignorAdvancesSchema,
  consignorDetailSchema,
} from '@auction/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { consignorKeys } from './consignor-queries';

// Forms show a 422's messages on their fields, so these calls keep the error toasts quiet.
const quiet = { silent: true } as const;
const parse = (data: unknown) => consignorDetailSchema.parse(data);

/** A change to one record answers the record as it now is; the lists and pickers refresh. */
function useConsignorChange<A>(run: (arg: A) => Promise<ConsignorDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (consignor) => {
      queryClient.setQueryData(consignorKeys.one(consignor.id), consignor);
      void queryClient.invalidateQueries({ queryKey: consignorKeys.lists });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'consignors', 'picker'] });
    },
  });
}

export const useCreateConsignor = () =>
  useConsignorChange(async (body: ConsignorBody) =>
    parse((await http.post('/api/admin/consignors', body, quiet)).data),
  );

export const useUpdateConsignor = (id: string) =>
  useConsignorChange(async (body: ConsignorUpdateBody) =>
    parse((await http.put(`/api/admin/consignors/${id}`, body, quiet)).data),
  );

export const useArchiveConsignor = (id: string) =>
  useConsignorChange(async (archived: boolean) =>
    parse((await http.post(`/api/admin/consignors/${id}/${archived ? 'archive' : 'unarchive'}`)).data),
  );

export const useLinkUser = (id: string) =>
  useConsignorChange(async (userId: string | null) =>
    parse(
      userId
        ? (await http.put(`/api/admin/consignors/${id}/user`, { user_id: userId })).data
        : (await http.delete(`/api/admin/consignors/${id}/user`)).data,
    ),
  );

/** Advances change the outstanding total on the record too. */
function useAdvanceChange<A>(id: string, run: (arg: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (arg: A) => consignorAdvancesSchema.parse(await run(arg)),
    onSuccess: (advances) => {
      queryClient.setQueryData(consignorKeys.advances(id), advances);
      void queryClient.invalidateQueries({ queryKey: consignorKeys.one(id) });
    },
  });
}

export const useRecordAdvance = (id: string) =>
  useAdvanceChange(
    id,
    async (body: AdvanceBody) => (await http.post(`/api/admin/consignors/${id}/advances`, body, quiet)).data,
  );

export const useReverseAdvance = (id: string) =>
  useAdvanceChange(
    id,
    async ({ advanceId, note }: { advanceId: string; note: string }) =>
      (await http.post(`/api/admin/consignors/${id}/advances/${advanceId}/reverse`, { note }, quiet)).data,
  );
