import {
  type AssignItemsAnswer,
  type AssignItemsBody,
  assignItemsAnswerSchema,
  type CreateLocationBody,
  inventoryItemSummarySchema,
  inventoryPageSchema,
  type LabelFormat,
  type Location,
  type LocationRangeBody,
  locationMovePageSchema,
  locationPageSchema,
  locationRangeAnswerSchema,
  locationSchema,
  pageOf,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiParams } from '../../../components/data-table/server-data-table';
import { http } from '../../../lib/http/client';

export const locationKeys = {
  all: ['admin', 'locations'] as const,
  lists: ['admin', 'locations', 'list'] as const,
  one: (id: string) => ['admin', 'locations', 'one', id] as const,
};

export async function fetchLocationPage(params: ApiParams) {
  return locationPageSchema.parse((await http.get('/api/admin/locations', { params })).data);
}

/** The location with exactly this code, archived or not; null when the house has none. */
export async function locationByCode(code: string): Promise<Location | null> {
  const page = locationPageSchema.parse(
    (await http.get('/api/admin/locations', { params: { code, state: 'all', per_page: 1 }, silent: true }))
      .data,
  );
  return page.data[0] ?? null;
}

export const locationQuery = (id: string) =>
  queryOptions({
    queryKey: [...locationKeys.one(id), 'detail'],
    queryFn: async () => locationSchema.parse((await http.get(`/api/admin/locations/${id}`)).data),
  });

export const locationItemsQuery = (id: string) =>
  queryOptions({
    queryKey: [...locationKeys.one(id), 'items'],
    queryFn: async () =>
      pageOf(inventoryItemSummarySchema).parse(
        (await http.get(`/api/admin/locations/${id}/items`, { params: { per_page: 100 } })).data,
      ),
  });

export const locationMovesQuery = (id: string) =>
  queryOptions({
    queryKey: [...locationKeys.one(id), 'moves'],
    queryFn: async () =>
      locationMovePageSchema.parse(
        (await http.get(`/api/admin/locations/${id}/moves`, { params: { per_page: 50 } })).data,
      ),
  });

/** Inventory items matching a search, to choose from when putting items at a location. */
export const itemSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'inventory', 'search-for-location', q],
    queryFn: async () =>
      inventoryPageSchema.parse(
        (await http.get('/api/admin/inventory', { params: { q, per_page: 20 } })).data,
      ),
    enabled: q.trim().length > 0,
  });

/** `silent` for a form that shows the refusal itself instead of the usual message. */
export function useCreateLocation({ silent = false }: { silent?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateLocationBody) =>
      locationSchema.parse((await http.post('/api/admin/locations', body, { silent })).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

export function useCreateLocationRange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LocationRangeBody) =>
      locationRangeAnswerSchema.parse((await http.post('/api/admin/locations/range', body)).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

export function useArchiveLocation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (archive: boolean) =>
      locationSchema.parse(
        (await http.post(`/api/admin/locations/${id}/${archive ? 'archive' : 'restore'}`)).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

/** Puts items at a location; the scan box sends one SKU at a time, the search many ids at once. */
export function useAssignItems(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AssignItemsBody): Promise<AssignItemsAnswer> =>
      assignItemsAnswerSchema.parse((await http.post(`/api/admin/locations/${locationId}/items`, body)).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

/** Puts one item back where it was (or off any shelf): the undo of a scan. */
export function usePlaceItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ itemId, locationId }: { itemId: string; locationId: string | null }) =>
      assignItemsAnswerSchema.parse(
        (await http.put(`/api/admin/inventory/${itemId}/location`, { location_id: locationId })).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

export type LabelTarget =
  | { kind: 'items'; item_ids: string[] }
  | { kind: 'location-items'; location_id: string }
  | { kind: 'locations'; location_ids: string[] }
  /** A sale's lot tags, one a lot (decision 0083). */
  | { kind: 'lot-tags'; auction_id: string };

async function blobMessage(error: unknown): Promise<string | null> {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  if (!(data instanceof Blob)) return null;
  try {
    const body = JSON.parse(await data.text()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/** The label sheet as a PDF; a refusal's message is read out of the blob it came back in. */
export async function fetchLabels(target: LabelTarget, format: LabelFormat, start: number): Promise<Blob> {
  const asPdf = { responseType: 'blob', headers: { Accept: 'application/pdf' }, silent: true } as const;
  try {
    if (target.kind === 'lot-tags') {
      const url = `/api/admin/auctions/${target.auction_id}/lot-tags.pdf`;
      return (await http.get<Blob>(url, { ...asPdf, params: { format, start } })).data;
    }
    const url = target.kind === 'locations' ? '/api/admin/labels/locations' : '/api/admin/labels/items';
    const { kind: _kind, ...body } = target;
    const answer = await http.post<Blob>(url, { ...body, format, start }, asPdf);
    return answer.data;
  } catch (error) {
    throw new Error((await blobMessage(error)) ?? 'The labels could not be made. Please try again.');
  }
}
