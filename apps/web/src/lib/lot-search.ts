import { lotSearchPageSchema } from '@auction/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from './http/client';

export interface LotSearchParams {
  q: string;
  category?: string;
  page?: number;
  per_page?: number;
}

/** The search across every open lot (`GET /api/search/lots`); read by the search page and the auctions page's hint. */
export const lotSearchQuery = ({ q, category, page = 1, per_page }: LotSearchParams) => {
  const params = {
    q,
    page,
    ...(category ? { category } : {}),
    ...(per_page ? { per_page } : {}),
  };
  return queryOptions({
    queryKey: ['public', 'lot-search', params],
    queryFn: async () => lotSearchPageSchema.parse((await http.get('/api/search/lots', { params })).data),
    placeholderData: keepPreviousData,
    enabled: q.trim() !== '',
  });
};

export { searchPath } from './search-path';
