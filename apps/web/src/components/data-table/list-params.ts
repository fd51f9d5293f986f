import type { SortOrder } from '@auction/contracts';

/** What a server list is asked for; the URL holds it so a list can be linked and reloaded. */
export interface ListParams {
  page: number;
  per_page: number;
  sort: string;
  order: SortOrder;
  q: string;
  /** The list's own filters (status, category...), by name; empty means not filtered. */
  filters: Record<string, string>;
}

export interface ListDefaults {
  sort: string;
  order: SortOrder;
  per_page?: number;
  /** Names of the filters this list keeps in the URL. */
  filters?: readonly string[];
  /** Columns the server sorts by; any other `sort` in the URL falls back to the default. */
  sorts?: readonly string[];
}

const positive = (text: string | null, fallback: number) => {
  const value = Number.parseInt(text ?? '', 10);
  return Number.isFinite(value) && value >= 1 ? value : fallback;
};

/** Reads a list's parameters from the URL; a mistyped one falls back instead of failing the page. */
export function readListParams(search: URLSearchParams, defaults: ListDefaults): ListParams {
  const sort = search.get('sort');
  const order = search.get('order');
  const filters: Record<string, string> = {};
  for (const name of defaults.filters ?? []) filters[name] = search.get(name) ?? '';
  const knownSort = sort && (!defaults.sorts || defaults.sorts.includes(sort));
  return {
    page: positive(search.get('page'), 1),
    per_page: Math.min(positive(search.get('per_page'), defaults.per_page ?? 20), 100),
    sort: knownSort ? sort : defaults.sort,
    order: knownSort && (order === 'asc' || order === 'desc') ? order : knownSort ? 'asc' : defaults.order,
    q: search.get('q') ?? '',
    filters,
  };
}

/** The API's query parameters: only what is set, filters by their own names. */
export function toApiParams(params: ListParams): Record<string, string | number> {
  const api: Record<string, string | number> = {
    page: params.page,
    per_page: params.per_page,
    sort: params.sort,
    order: params.order,
  };
  if (params.q) api.q = params.q;
  for (const [name, value] of Object.entries(params.filters)) if (value) api[name] = value;
  return api;
}
