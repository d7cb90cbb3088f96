import { useEffect, useState } from 'react';
import { useRenderNow } from '../../lib/render-clock';

/**
 * The current time in epoch milliseconds, refreshed every `intervalMs` on the boundary of that
 * interval (so a one-second countdown ticks on the second, not at a random phase). It starts at
 * the time the page is drawn at: the server's, while hydrating its drawing (lib/render-clock).
 */
export function useNow(intervalMs: number): number {
  const drawnAt = useRenderNow();
  const [now, setNow] = useState(drawnAt);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const delay = intervalMs - (Date.now() % intervalMs) + 5;
      timer = setTimeout(() => {
        setNow(Date.now());
        schedule();
      }, delay);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [intervalMs]);
  return now;
}
