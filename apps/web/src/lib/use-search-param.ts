import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Sets one parameter of the address's query, keeping the others. React Router hands a
 * setter's callback the parameters of the last render, so two changes before the next render
 * (a day, then a court type, tapped quickly) would lose the first; here each change builds on
 * the one before it. A null value drops the parameter.
 */
export function useSetSearchParam(): (name: string, value: string | null) => void {
  const [search, setSearch] = useSearchParams();
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);
  return useCallback(
    (name: string, value: string | null) => {
      const next = new URLSearchParams(latest.current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      latest.current = next;
      setSearch(next, { replace: true });
    },
    [setSearch],
  );
}
