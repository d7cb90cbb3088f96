/** Small effects of the open picker: moving the focus to a day, closing on outside clicks, locking the page scroll. */
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Asks for the keyboard focus to move to the day `focusDate` once it is rendered (after opening,
 * or after an arrow key moved it, perhaps into another month).
 */
export function useFocusRequest(panelRef: RefObject<HTMLElement | null>, open: boolean, focusDate: string): () => void {
  const pending = useRef(false);
  useLayoutEffect(() => {
    if (!open || !pending.current) return;
    const day = panelRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`);
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
export function useDismiss(rootRef: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void): void {
  const latest = useRef(onDismiss);
  useEffect(() => {
    latest.current = onDismiss;
  });
  useEffect(() => {
    if (!active) return undefined;
    const outside = (event: Event) => {
      const target = event.target;
      if (target instanceof Node && rootRef.current && !rootRef.current.contains(target)) latest.current();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
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
