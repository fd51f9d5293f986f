import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListDefaults, type ListParams, readListParams } from './list-params';

export interface ListParamsControls {
  params: ListParams;
  /** Sorts by a column; the first page again. */
  setSort: (sort: string, order: ListParams['order']) => void;
  setPage: (page: number) => void;
  /** Sets the search or a filter (empty clears it); the first page again. */
  setFilter: (name: string, value: string) => void;
}

/**
 * A server list's page, sort, search and filters in the URL (`?page&sort&order&q&status`), so the
 * list can be linked and reloaded. Values equal to the defaults stay out of the URL.
 */
export function useListParams(defaults: ListDefaults): ListParamsControls {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the defaults are a literal of the page; the URL decides.
  const params = useMemo(() => readListParams(new URLSearchParams(key), defaults), [key]);

  function update(change: (next: URLSearchParams) => void) {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  }

  return {
    params,
    setSort: (sort, order) =>
      update((next) => {
        const isDefault = sort === defaults.sort && order === defaults.order;
        if (isDefault) next.delete('sort');
        else next.set('sort', sort);
        if (isDefault) next.delete('order');
        else next.set('order', order);
        next.delete('page');
      }),
    setPage: (page) =>
      update((next) => {
        if (page <= 1) next.delete('page');
        else next.set('page', String(page));
      }),
    setFilter: (name, value) =>
      update((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
      }),
  };
}
