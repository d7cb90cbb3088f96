/**
 * Media queries read in React, for the parts of a layout CSS alone cannot switch: the header's
 * slide-in menu panel (a dialog with a focus trap) against its wide-screen bar, the date-range
 * picker's two paged months against its scrolling list.
 */
import { startTransition, useEffect, useState } from 'react';
import { useIsHydrating } from '../../lib/hydrating';

function currentMatch(query: string, fallback: boolean): boolean {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? fallback
    : window.matchMedia(query).matches;
}

/**
 * Whether `query` matches, following changes; `fallback` where matchMedia does not exist (the
 * server, old engines).
 *
 * A page the server drew hydrates with `fallback`, as the server drew it (it has no screen), and
 * takes the device's answer right after, as a transition: React draws that in slices between
 * frames. Read through useSyncExternalStore, a different answer re-rendered everything below in
 * one task the moment hydration ended: the header and its menu on every phone, some 30 ms of this
 * machine's time and four times that on a phone, blocking its first taps (lib/hydrating). A part
 * mounted later (the app's own pages, an opened picker) starts with the device's answer.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const hydrating = useIsHydrating();
  const [answer, setAnswer] = useState(() => ({
    query,
    matches: hydrating ? fallback : currentMatch(query, fallback),
  }));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const follow = () => {
      const matches = list.matches;
      startTransition(() =>
        setAnswer((known) =>
          known.query === query && known.matches === matches ? known : { query, matches },
        ),
      );
    };
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  // A query that changed is read at once, not one render late.
  return answer.query === query ? answer.matches : currentMatch(query, fallback);
}
