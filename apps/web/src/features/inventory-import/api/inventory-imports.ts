import {
  type ImportColumnMapping,
  type InventoryImport,
  type InventoryImportSummary,
  inventoryImportSchema,
  inventoryImportSummarySchema,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { downloadCsv } from '../../../components/data-table';
import { http } from '../../../lib/http/client';
import { isNotFound } from '../../../lib/http/is-not-found';

export const importKeys = {
  all: ['admin', 'inventory-imports'] as const,
  one: (id: string) => ['admin', 'inventory-imports', id] as const,
};

/** How often a running import is asked for its progress. */
export const progressPollMs = 1_000;

const isUnderWay = (status: InventoryImportSummary['status']) => status === 'queued' || status === 'running';

/** The last 50 imports; asked again while any of them waits in the queue or runs, so its counts move. */
export const pastImportsQuery = queryOptions({
  queryKey: importKeys.all,
  queryFn: async () =>
    z
      .object({ data: z.array(inventoryImportSummarySchema) })
      .parse((await http.get('/api/admin/inventory-imports')).data).data,
  refetchInterval: (query) =>
    query.state.data?.some((row) => isUnderWay(row.status)) ? progressPollMs : false,
});

/** One import; polled while it waits in the queue or runs. */
export const importQuery = (id: string) =>
  queryOptions({
    queryKey: importKeys.one(id),
    queryFn: async () =>
      inventoryImportSchema.parse((await http.get(`/api/admin/inventory-imports/${id}`)).data),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isUnderWay(status) ? progressPollMs : false;
    },
  });

function useImportMutation<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => inventoryImportSchema.parse(await send(input)) as InventoryImport,
    onSuccess: (answer) => {
      queryClient.setQueryData(importKeys.one(answer.id), answer);
      return queryClient.invalidateQueries({ queryKey: importKeys.all, exact: true });
    },
  });
}

export const useUploadImport = () =>
  useImportMutation(async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (
      await http.post('/api/admin/inventory-imports', form, {
        silent: true,
        // The browser writes the multipart boundary itself once the JSON default is replaced.
        headers: { 'Content-Type': 'multipart/form-data' },
        timeout: 120_000,
      })
    ).data;
  });

export const useSaveMapping = (id: string) =>
  useImportMutation(
    async (mapping: ImportColumnMapping) =>
      (await http.put(`/api/admin/inventory-imports/${id}/mapping`, { mapping }, { silent: true })).data,
  );

export const useConfirmImport = (id: string) =>
  useImportMutation(
    async () => (await http.post(`/api/admin/inventory-imports/${id}/confirm`, {}, { silent: true })).data,
  );

/** Throws a preview away (its stored file with it); the list of past imports is asked again. */
export function useDiscardImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await http.delete(`/api/admin/inventory-imports/${id}`, { silent: true });
      } catch (error) {
        // Gone already (a retry after an answer that was lost, or a colleague discarded it): done.
        if (!isNotFound(error)) throw error;
      }
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: importKeys.one(id), exact: true });
      return queryClient.invalidateQueries({ queryKey: importKeys.all, exact: true });
    },
  });
}

/** Downloads the rejected rows as the server wrote them (formulas already made plain text). */
export async function downloadRejectedRows(id: string, fileName: string): Promise<void> {
  const { data } = await http.get<string>(`/api/admin/inventory-imports/${id}/rejected.csv`, {
    responseType: 'text',
    headers: { Accept: 'text/csv' },
  });
  downloadCsv(`${fileName.replace(/\.[^.]*$/, '')}-rejected.csv`, data);
}
