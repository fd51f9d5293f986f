import type { FoundLot, LotSearchPage, LotSearchQuery } from '@auction/contracts';
import { AppError } from '../../errors';
import type { LotsService } from '../lots/lots.service';
import type { LotSearchRepository } from './lot-search.repository';

export const unknownCategory = () =>
  new AppError('VALIDATION_FAILED', undefined, { category: ['There is no such category.'] });

/** Search across every lot a bidder can bid on or soon can, answered as the auction page's lot cards. */
export function createLotSearchService(deps: {
  search: LotSearchRepository;
  lots: Pick<LotsService, 'publicByIds'>;
}) {
  return {
    async search(query: LotSearchQuery): Promise<LotSearchPage> {
      if (query.category && !(await deps.search.categoryBySlug(query.category))) throw unknownCategory();
      const { lotIds, total } = await deps.search.search(query);
      const found = await deps.lots.publicByIds(lotIds);
      const sales = new Map(
        (await deps.search.auctionsOf([...new Set(found.map((lot) => lot.auction_id))])).map((row) => [
          row.id,
          row,
        ]),
      );
      const data: FoundLot[] = found.flatMap((lot) => {
        const auction = sales.get(lot.auction_id);
        return auction ? [{ ...lot, auction }] : [];
      });
      return { data, meta: { total, page: query.page, per_page: query.per_page } };
    },
  };
}
export type LotSearchService = ReturnType<typeof createLotSearchService>;
