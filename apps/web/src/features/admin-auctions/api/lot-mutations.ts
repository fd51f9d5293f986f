import {
  type lotBodySchema,
  type lotBulkPricesBodySchema,
  messageResponseSchema,
  type StaffLot,
  staffLotSchema,
} from '@auction/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http/client';
import { uploadImage } from '../../../lib/http/upload-image';
import { adminAuctionKeys } from '../../../lib/staff-auctions';

export type LotBodyInput = z.input<typeof lotBodySchema>;
export type LotPricesInput = z.input<typeof lotBulkPricesBodySchema>;

/** A change to one lot: the cached list takes the answer, then everything of the auction refreshes. */
function useLotChange<A>(auctionId: string, run: (arg: A) => Promise<StaffLot>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (lot) => {
      queryClient.setQueryData<StaffLot[]>(adminAuctionKeys.lots(auctionId), (lots) =>
        lots?.some((l) => l.id === lot.id)
          ? lots.map((l) => (l.id === lot.id ? lot : l))
          : [...(lots ?? []), lot],
      );
      void queryClient.invalidateQueries({ queryKey: adminAuctionKeys.one(auctionId) });
      void queryClient.invalidateQueries({ queryKey: ['public'] });
    },
  });
}

const parseLot = (data: unknown) => staffLotSchema.parse(data);

export const useAddLot = (auctionId: string) =>
  useLotChange(auctionId, async (body: LotBodyInput) =>
    parseLot((await http.post(`/api/admin/auctions/${auctionId}/lots`, body)).data),
  );

export const useEditLot = (auctionId: string) =>
  useLotChange(auctionId, async ({ id, body }: { id: string; body: LotBodyInput }) =>
    parseLot((await http.put(`/api/admin/lots/${id}`, body)).data),
  );

export const useWithdrawLot = (auctionId: string) =>
  useLotChange(auctionId, async (id: string) =>
    parseLot((await http.post(`/api/admin/lots/${id}/withdraw`)).data),
  );

export const useUploadLotImage = (auctionId: string) =>
  useLotChange(
    auctionId,
    async ({ id, file, onProgress }: { id: string; file: File; onProgress?: (share: number) => void }) =>
      parseLot(await uploadImage(`/api/admin/lots/${id}/images`, file, onProgress)),
  );

export const useOrderLotImages = (auctionId: string) =>
  useLotChange(auctionId, async ({ id, imageIds }: { id: string; imageIds: string[] }) =>
    parseLot((await http.put(`/api/admin/lots/${id}/images/order`, { image_ids: imageIds })).data),
  );

export const useDeleteLotImage = (auctionId: string) =>
  useLotChange(auctionId, async ({ id, imageId }: { id: string; imageId: string }) =>
    parseLot((await http.delete(`/api/admin/lots/${id}/images/${imageId}`)).data),
  );

/** Sale-order and price changes answer with a message; the list is fetched again. */
function useAuctionLotsCall<A>(auctionId: string, path: string, body: (arg: A) => unknown, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (arg: A) =>
      messageResponseSchema.parse(
        (await http.post(`/api/admin/auctions/${auctionId}/lots/${path}`, body(arg), { silent })).data,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminAuctionKeys.lots(auctionId) });
      void queryClient.invalidateQueries({ queryKey: adminAuctionKeys.one(auctionId) });
      void queryClient.invalidateQueries({ queryKey: ['public'] });
    },
  });
}

export const useReorderLots = (auctionId: string) =>
  useAuctionLotsCall(auctionId, 'reorder', (lotIds: string[]) => ({ lot_ids: lotIds }));

/** Silent: the bulk editor puts each refusal next to its row. */
export const useSaveLotPrices = (auctionId: string) =>
  useAuctionLotsCall(auctionId, 'prices', (body: LotPricesInput) => body, true);
