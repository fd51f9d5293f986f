import {
  type Auction,
  type auctionBodySchema,
  auctionSchema,
  messageResponseSchema,
} from '@auction/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http/client';
import { uploadImage } from '../../../lib/http/upload-image';
import { adminAuctionKeys } from '../../../lib/staff-auctions';

/** The request body as the form sends it (before the schema applies its defaults). */
export type AuctionBodyInput = z.input<typeof auctionBodySchema>;

function useAuctionChange<A>(run: (arg: A) => Promise<Auction>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (auction) => {
      queryClient.setQueryData(adminAuctionKeys.one(auction.id), auction);
      void queryClient.invalidateQueries({ queryKey: adminAuctionKeys.all });
      // Publishing, editing or cloning changes what bidders see on the public pages too.
      void queryClient.invalidateQueries({ queryKey: ['public'] });
    },
  });
}

const parse = (data: unknown) => auctionSchema.parse(data);

export const useCreateAuction = () =>
  useAuctionChange(async (body: AuctionBodyInput) =>
    parse((await http.post('/api/admin/auctions', body)).data),
  );

export const useUpdateAuction = (id: string) =>
  useAuctionChange(async (body: AuctionBodyInput) =>
    parse((await http.put(`/api/admin/auctions/${id}`, body)).data),
  );

export const usePublishAuction = () =>
  useAuctionChange(async (id: string) =>
    parse((await http.post(`/api/admin/auctions/${id}/publish`, undefined, { silent: true })).data),
  );

export const useCloneAuction = () =>
  useAuctionChange(async (id: string) => parse((await http.post(`/api/admin/auctions/${id}/clone`)).data));

export const useUploadCover = (id: string) =>
  useAuctionChange(async ({ file, onProgress }: { file: File; onProgress?: (share: number) => void }) =>
    parse(await uploadImage(`/api/admin/auctions/${id}/image`, file, onProgress)),
  );

export function useDeleteAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      messageResponseSchema.parse((await http.delete(`/api/admin/auctions/${id}`)).data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminAuctionKeys.all }),
  });
}
