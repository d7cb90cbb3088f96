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
  return useMediaQueryAnswer(query, fallback).matches;
}

export interface MediaQueryAnswer {
  matches: boolean;
  /**
   * False while the answer is the hydration's `fallback`, not yet the device's: its change to
   * the device's answer is no change of the screen (use-site-menu.ts keeps a menu open through it).
   */
  fromDevice: boolean;
}

/** useMediaQuery, saying also whether the answer is the device's yet. */
export function useMediaQueryAnswer(query: string, fallback = false): MediaQueryAnswer {
  const hydrating = useIsHydrating();
  const [answer, setAnswer] = useState(() => ({
    query,
    matches: hydrating ? fallback : currentMatch(query, fallback),
    fromDevice: !hydrating,
  }));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const follow = () => {
      const matches = list.matches;
      startTransition(() =>
        setAnswer((known) =>
          known.query === query && known.matches === matches && known.fromDevice
            ? known
            : { query, matches, fromDevice: true },
        ),
      );
    };
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  // A query that changed is read at once, not one render late.
  return answer.query === query
    ? { matches: answer.matches, fromDevice: answer.fromDevice }
    : { matches: currentMatch(query, fallback), fromDevice: true };
}
