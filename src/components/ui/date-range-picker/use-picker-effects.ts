/**
 * Small effects of the open picker: moving the focus to a day, closing on outside clicks and on
 * Escape, locking the page scroll, keeping the popover inside the window.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Asks for the keyboard focus to move to the day `focusDate` once it is rendered (after opening,
 * or after an arrow key moved it, perhaps into another month).
 */
export function useFocusRequest(
  panelRef: RefObject<HTMLElement | null>,
  open: boolean,
  focusDate: string,
): () => void {
  const pending = useRef(false);
  useLayoutEffect(() => {
    if (!open || !pending.current) return;
    const day = panelRef.current?.querySelector<HTMLButtonElement>(
      `button[data-date="${focusDate}"]`,
    );
    if (day) {
      pending.current = false;
      day.focus();
    }
  });
  return useCallback(() => {
    pending.current = true;
  }, []);
}

/** Calls `onDismiss` on a pointer press or a focus move outside `rootRef` while `active`. */
export function useDismiss(
  rootRef: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: () => void,
): void {
  const latest = useRef(onDismiss);
  useEffect(() => {
    latest.current = onDismiss;
  });
  useEffect(() => {
    if (!active) return undefined;
    const outside = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && rootRef.current && !rootRef.current.contains(target))
        latest.current();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [active, rootRef]);
}

/**
 * Escape closes the open picker even when the focus has fallen out of it to the page's body (a
 * click on the popover's background, say), where the panel's own key handler no longer hears it.
 * The panel's handler stops the key it handles, so it never closes twice.
 */
export function useEscapeToClose(
  rootRef: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
): void {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    if (!active) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target;
      // A key pressed in another part of the page is not the picker's.
      if (target instanceof Node && target !== document.body && !rootRef.current?.contains(target))
        return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [active, rootRef]);
}

/** Stops the page behind the full-screen dialog from scrolling while `active`. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [active]);
}

/** Margin kept between the desktop popover and the window's edges. */
const VIEWPORT_MARGIN = 16;

/**
 * Moves the desktop popover left when, opened from fields near the right edge, it would run past
 * the window (and sideways scrolling is not an option on this site).
 */
export function useKeepInViewport(panelRef: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel) return undefined;
    const place = () => {
      panel.style.setProperty('--drp-shift', '0px');
      const rect = panel.getBoundingClientRect();
      const overflow = rect.right - (document.documentElement.clientWidth - VIEWPORT_MARGIN);
      const shift = overflow > 0 ? Math.min(overflow, Math.max(0, rect.left - VIEWPORT_MARGIN)) : 0;
      panel.style.setProperty('--drp-shift', `${-shift}px`);
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [active, panelRef]);
}
