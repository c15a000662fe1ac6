import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Each screen opens scrolled to the top, as a new page would: the app column is one long
 * document, so without this a screen opened from far down a list opened far down too. Back
 * (a POP) is left to the browser, and a change of query alone (a day picked, a tab) keeps
 * the place on the screen.
 */
export function useScrollToTopOnNewScreen(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a new screen (a new path) starts at the top.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
