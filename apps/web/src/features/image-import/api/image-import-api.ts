import { type ImageImport, type ImageImportTarget, imageImportSchema } from '@auction/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { fetchAdminAuctionPage } from '../../../lib/staff-auctions';

export const imageImportKeys = {
  one: (id: string) => ['admin', 'image-imports', id] as const,
  auctions: ['admin', 'auctions', 'list', 'picture-import'] as const,
};

const working = (status: ImageImport['status'] | undefined) => status === 'queued' || status === 'running';

/** The import, polled every second while its pictures are being processed. */
export const imageImportQuery = (id: string) =>
  queryOptions({
    queryKey: imageImportKeys.one(id),
    queryFn: async () => imageImportSchema.parse((await http.get(`/api/admin/image-imports/${id}`)).data),
    refetchInterval: (query) => (working(query.state.data?.status) ? 1_000 : false),
  });

/** Auctions whose lot numbers pictures may be named by: the latest hundred. */
export const pictureAuctionsQuery = queryOptions({
  queryKey: imageImportKeys.auctions,
  queryFn: async () =>
    (await fetchAdminAuctionPage({ per_page: 100, page: 1, sort: 'created_at', order: 'desc' })).data.map(
      (auction) => ({ id: auction.id, title: auction.title }),
    ),
});

export interface PictureUpload {
  target: ImageImportTarget;
  auctionId: string;
  files: File[];
  onProgress: (share: number) => void;
}

export function useUploadPictures() {
  return useMutation({
    mutationFn: async ({ target, auctionId, files, onProgress }: PictureUpload) => {
      const body = new FormData();
      // The fields first, so the server knows what the names mean before the files arrive.
      body.append('target', target);
      if (target === 'auction') body.append('auction_id', auctionId);
      for (const file of files) body.append('files', file, file.name);
      const { data } = await http.post('/api/admin/image-imports', body, {
        headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: (event) => {
          if (event.total) onProgress(event.loaded / event.total);
        },
      });
      return imageImportSchema.parse(data);
    },
  });
}

export function useProcessPictures() {
  return useMutation({
    mutationFn: async (id: string) =>
      imageImportSchema.parse((await http.post(`/api/admin/image-imports/${id}/process`)).data),
  });
}

export function useDiscardPictures() {
  return useMutation({
    mutationFn: async (id: string) => (await http.delete(`/api/admin/image-imports/${id}`)).data as unknown,
  });
}
