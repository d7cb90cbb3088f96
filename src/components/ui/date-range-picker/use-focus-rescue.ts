/**
 * Keeps the keyboard focus inside the open picker when the control holding it goes away: "Next
 * month" turns disabled at the last month, "Previous month" at the first, "Show more months"
 * leaves with the last months. The browser then drops the focus to the page's body, where the
 * picker's keys (Escape, the arrows) no longer reach it and a screen reader loses its place.
 */
import { useCallback, useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** The control to take over the focus from `lost`, or null for none. */
export type FocusFallback = (lost: HTMLElement) => HTMLElement | null | undefined;

function isDisabled(element: HTMLElement): boolean {
  return element instanceof HTMLButtonElement && element.disabled;
}

/**
 * Returns the panel's `onFocus` handler (it notes which control inside holds the focus). After
 * each render, when that control has been disabled or removed and the focus went with it, the
 * focus moves to `fallback(control)`. Runs before paint: Chrome moves the focus off a disabled
 * control only at its next rendering step, so the move comes first and the focus never blinks.
 */
export function useFocusRescue(
  panelRef: RefObject<HTMLElement | null>,
  fallback: FocusFallback,
): (event: FocusEvent<HTMLElement>) => void {
  const holder = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const lost = holder.current;
    const panel = panelRef.current;
    if (!lost || !panel) return;
    const gone = !lost.isConnected || isDisabled(lost);
    const active = document.activeElement;
    const stranded = active === null || active === document.body || active === lost;
    if (!gone || !stranded) return;
    const next = fallback(lost);
    if (next && panel.contains(next)) next.focus();
  });
  return useCallback((event: FocusEvent<HTMLElement>) => {
    if (event.target instanceof HTMLElement) holder.current = event.target;
  }, []);
}
