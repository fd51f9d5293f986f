import { saleReminderSchema } from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { saveFile } from '../../../lib/save-file';

const reminderKey = (auctionId: string) => ['me', 'sale-reminder', auctionId] as const;

export const saleReminderQuery = (auctionId: string) =>
  queryOptions({
    queryKey: reminderKey(auctionId),
    queryFn: async () =>
      saleReminderSchema.parse((await http.get(`/api/auctions/${auctionId}/reminder`)).data),
  });

/** Turns "remind me when it opens" on or off; the answer is the new state. */
export function useToggleReminder(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (remind: boolean) =>
      saleReminderSchema.parse(
        (remind
          ? await http.put(`/api/auctions/${auctionId}/reminder`)
          : await http.delete(`/api/auctions/${auctionId}/reminder`)
        ).data,
      ),
    onSuccess: (answer) => queryClient.setQueryData(reminderKey(auctionId), answer),
  });
}

/** Fetches a signed-in download (the bearer token rides on the request) and saves it under its name. */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const answer = await http.get<Blob>(url, { responseType: 'blob' });
  saveFile(answer.data, filename);
}
