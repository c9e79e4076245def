import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * The page's query string as state: filters, page, sort and selections live in the URL, so a view
 * can be bookmarked and shared and Back works. Setting a value to '' or undefined removes it.
 */
export function useSearchParams(): [
  URLSearchParams,
  (patch: Record<string, string | number | undefined | null>) => void,
] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const update = useCallback(
    (patch: Record<string, string | number | undefined | null>) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === null || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      const query = next.toString();
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [search, location, navigate],
  );
  return [params, update];
}
