import { pageOf, type StaffLot, staffLotSchema } from '@auction/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { adminAuctionKeys } from '../../../lib/staff-auctions';

const lotPageSchema = pageOf(staffLotSchema);
const PAGE_SIZE = 200;

/** Every lot of the auction (withdrawn ones too), in sale order; reordering needs them all. */
export const staffLotsQuery = (auctionId: string) =>
  queryOptions({
    queryKey: adminAuctionKeys.lots(auctionId),
    queryFn: async (): Promise<StaffLot[]> => {
      const lots: StaffLot[] = [];
      for (let page = 1; ; page += 1) {
        const { data } = await http.get(`/api/admin/auctions/${auctionId}/lots`, {
          params: { page, per_page: PAGE_SIZE },
        });
        const answer = lotPageSchema.parse(data);
        lots.push(...answer.data);
        if (answer.data.length === 0 || lots.length >= answer.meta.total) break;
      }
      return lots.sort((a, b) => a.sale_order - b.sale_order);
    },
  });
