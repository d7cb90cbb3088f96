/**
 * Media queries read in React, for the parts of the layout CSS alone cannot switch: the desktop
 * popover with two paged months against the full-screen scrolling list of months.
 */
import { useCallback, useSyncExternalStore } from 'react';

/** Desktop from 768 px (spec: two months side by side). */
export const DESKTOP_QUERY = '(min-width: 768px)';
/** Tablet from 480 px to under 768 px. */
export const TABLET_QUERY = '(min-width: 480px)';

export type PickerLayout = 'desktop' | 'tablet' | 'phone';

/** Whether `query` matches; `fallback` where matchMedia does not exist (tests, old engines). */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function')
        return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () =>
    typeof window === 'undefined' || typeof window.matchMedia !== 'function'
      ? fallback
      : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => fallback);
}

/** The picker's layout for the current viewport width. */
export function usePickerLayout(): PickerLayout {
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  const tablet = useMediaQuery(TABLET_QUERY, true);
  if (desktop) return 'desktop';
  return tablet ? 'tablet' : 'phone';
}
