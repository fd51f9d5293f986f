import {
  type InventoryItemBodyInput,
  type InventoryItemDetail,
  type InventoryItemUpdate,
  type InventoryPage,
  type InventoryStatusChange,
  inventoryItemDetailSchema,
  inventoryPageSchema,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { isNotFound } from '../../../lib/http/is-not-found';

/** Every inventory query starts with this prefix, so a change refreshes the list and the item. */
export const inventoryKeys = {
  all: ['admin', 'inventory'] as const,
  lists: ['admin', 'inventory', 'list'] as const,
  one: (id: string) => ['admin', 'inventory', 'one', id] as const,
};

export async function fetchInventoryPage(params: Record<string, string | number>): Promise<InventoryPage> {
  return inventoryPageSchema.parse((await http.get('/api/admin/inventory', { params })).data);
}

export const inventoryItemQuery = (id: string) =>
  queryOptions({
    queryKey: inventoryKeys.one(id),
    queryFn: async () => inventoryItemDetailSchema.parse((await http.get(`/api/admin/inventory/${id}`)).data),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

function useItemMutation<Input>(request: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => inventoryItemDetailSchema.parse(await request(input)),
    onSuccess: (item: InventoryItemDetail) => {
      client.setQueryData(inventoryKeys.one(item.id), item);
      void client.invalidateQueries({ queryKey: inventoryKeys.lists });
    },
  });
}

export const useCreateItem = () =>
  useItemMutation(
    async (body: InventoryItemBodyInput) =>
      (await http.post('/api/admin/inventory', body, { silent: true })).data,
  );

export const useUpdateItem = (id: string) =>
  useItemMutation(
    async (body: InventoryItemUpdate) =>
      (await http.put(`/api/admin/inventory/${id}`, body, { silent: true })).data,
  );

export const useChangeStatus = (id: string) =>
  useItemMutation(
    async (change: InventoryStatusChange) =>
      (await http.post(`/api/admin/inventory/${id}/status`, change, { silent: true })).data,
  );

/** One picture per request, as the server takes them; several are sent one after another. */
export async function uploadPicture(itemId: string, file: File): Promise<InventoryItemDetail> {
  const form = new FormData();
  form.append('file', file);
  return inventoryItemDetailSchema.parse(
    (
      await http.post(`/api/admin/inventory/${itemId}/pictures`, form, {
        silent: true,
        // The browser writes the multipart boundary itself once the JSON default is replaced.
        headers: { 'Content-Type': 'multipart/form-data' },
      })
    ).data,
  );
}

export const useUploadPictures = (id: string) =>
  useItemMutation(async (files: File[]) => {
    let item: InventoryItemDetail | null = null;
    for (const file of files) item = await uploadPicture(id, file);
    return item;
  });

export const useOrderPictures = (id: string) =>
  useItemMutation(
    async (pictureIds: string[]) =>
      (await http.put(`/api/admin/inventory/${id}/pictures/order`, { picture_ids: pictureIds })).data,
  );

export const useRemovePicture = (id: string) =>
  useItemMutation(
    async (pictureId: string) => (await http.delete(`/api/admin/inventory/${id}/pictures/${pictureId}`)).data,
  );
