import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * The same function on every render, calling the `callback` of the latest one: a memoised
 * row (a day of the strip, an hour of the grid) can take it and skip the renders its parent
 * makes as answers arrive. For events only: while rendering it would still call the last
 * render's callback.
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
