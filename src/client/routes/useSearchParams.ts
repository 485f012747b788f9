import { useLocation, useSearch } from 'wouter';

/**
 * The address's query, and a setter that changes some of its parameters (null removes one) in place
 * of the current entry: a list's search, filter, order and page survive a reload and the Back button.
 */
export function useSearchParams(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const [path, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const setParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    const query = next.toString();
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };
  return [params, setParams];
}
