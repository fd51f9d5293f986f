import {
  consignorOverviewSchema,
  consignorProjectionSchema,
  consignorStatementListSchema,
} from '@auction/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { saveFile } from '../../../lib/save-file';

/** Every answer of the consignor's own view shares this prefix. */
export const consignorPortalKeys = {
  all: ['consignor-portal'] as const,
  overview: (params: OverviewParams) => ['consignor-portal', 'overview', params] as const,
  overviews: ['consignor-portal', 'overview'] as const,
  projection: ['consignor-portal', 'projection'] as const,
  statements: ['consignor-portal', 'statements'] as const,
};

export interface OverviewParams {
  page: number;
  per_page: number;
  status?: string;
}

/** Their counts and one page of their items (status, where each is, lot and result). */
export const consignorOverviewQuery = (params: OverviewParams) =>
  queryOptions({
    queryKey: consignorPortalKeys.overview(params),
    queryFn: async () =>
      consignorOverviewSchema.parse((await http.get('/api/consignor/overview', { params })).data),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Their running sales lot by lot and the statement each would give if it ended now. */
export const consignorProjectionQuery = queryOptions({
  queryKey: consignorPortalKeys.projection,
  queryFn: async () => consignorProjectionSchema.parse((await http.get('/api/consignor/projection')).data),
  staleTime: 0,
});

/** Their final and paid statements. */
export const consignorStatementsQuery = queryOptions({
  queryKey: consignorPortalKeys.statements,
  queryFn: async () =>
    consignorStatementListSchema.parse((await http.get('/api/consignor/statements')).data).data,
  staleTime: 0,
});

/** Saves one of their statements as a PDF (the answer needs the sign-in header, so it is fetched). */
export async function downloadConsignorStatementPdf(id: string, fileName: string): Promise<void> {
  const answer = await http.get<Blob>(`/api/consignor/statements/${id}/pdf`, {
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  saveFile(answer.data, fileName);
}
