/**
 * The spec's 200 ms debounce of "Next month": after an advance, further clicks are ignored until
 * 200 ms have passed, so a double click moves one month, not two. A timer rather than a clock
 * reading keeps it right when the page's clock is frozen (tests) or jumps.
 */
import { useCallback, useEffect, useRef } from 'react';

export const NEXT_MONTH_DEBOUNCE_MS = 200;

/** Returns `tryAdvance()`: true (and closes the gate for `intervalMs`) when an advance may happen now. */
export function useAdvanceGate(intervalMs = NEXT_MONTH_DEBOUNCE_MS): () => boolean {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    [],
  );
  return useCallback(() => {
    if (timer.current !== undefined) return false;
    timer.current = setTimeout(() => {
      timer.current = undefined;
    }, intervalMs);
    return true;
  }, [intervalMs]);
}
