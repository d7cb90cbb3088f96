import { startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';

/**
 * When the next items are drawn: once the end of those drawn is less than a screen and a half
 * below the window, so a visitor scrolling on finds them in place, or anywhere above it (the
 * huge top margin), since a jump to the footer passes the end between two frames.
 */
const DRAW_AHEAD_MARGIN = '1000000px 0px 150% 0px';

/**
 * The first `initialLimit()` of `items`, and `step` more each time the end of those drawn comes
 * near the window, so a phone neither builds nor lays out the cards of a long list that most
 * visitors never scroll to (drawing a category's 150 stores in background steps after hydration
 * cost a phone's main thread 2.3 s in Lighthouse), and a page the server draws carries the first
 * screen's cards, not every card's elements. `grid` goes on the list, `end` on what follows it,
 * holding the button that calls `showAll`: keyboard and screen-reader users reach the end of what
 * is drawn without scrolling to it, and the button draws the rest and moves focus to the first
 * item it added. A change of `items` (filtering) is deferred: the typed letter or the chosen chip
 * shows at once, the list catches up.
 */
export function useDrawnOnApproach<T>(
  items: readonly T[],
  initialLimit: () => number,
  step: number,
) {
  const [limit, setLimit] = useState(initialLimit);
  const deferred = useDeferredValue(items);
  const drawn = limit < deferred.length ? deferred.slice(0, limit) : deferred;
  const more = drawn.length < deferred.length;
  const grid = useRef<HTMLUListElement>(null);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = end.current;
    if (!more || !target || typeof IntersectionObserver !== 'function') return undefined;
    // A new observer reports at once whether the end is near, so after each step drawn the next
    // follows while the end is still within reach (a tall window, a fast scroll).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting))
          startTransition(() => setLimit((drawnSoFar) => drawnSoFar + step));
      },
      { rootMargin: DRAW_AHEAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, limit, step]);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || limit !== Infinity) return;
    focusFrom.current = null;
    grid.current?.children[from]?.querySelector<HTMLElement>('a')?.focus();
  }, [limit]);
  const showAll = () => {
    focusFrom.current = drawn.length;
    setLimit(Infinity);
  };
  return { drawn, total: deferred.length, more, grid, end, showAll };
}
