import { useSearchParams } from 'react-router';

/**
 * List filters kept in the URL so a filtered list can be shared. Changing a filter goes back to
 * page 1; the default value of a filter is left out of the URL.
 */
export function useFilterParams<K extends string>(defaults: Record<K, string>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(
    Object.entries<string>(defaults).map(([key, fallback]) => [key, searchParams.get(key) ?? fallback]),
  ) as Record<K, string>;
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);

  function setValue(key: K, value: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === '' || value === defaults[key]) next.delete(key);
        else next.set(key, value);
        next.delete('page');
        return next;
      },
      { replace: key === 'q' },
    );
  }

  function setPage(next: number) {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next <= 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
  }

  return { values, page, setValue, setPage };
}
