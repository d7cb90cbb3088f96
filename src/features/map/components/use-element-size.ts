import { startTransition, useEffect, useState, type RefObject } from 'react';
import type { ViewportSize } from '../model/view';

/**
 * The element's size, kept current with a ResizeObserver, and given to the page as a transition:
 * what is drawn at that size (the map's level, some 600 SVG elements) renders in slices after the
 * element's first paint, not in the task that mounted it, where it was the map page's longest
 * task on a phone. The first size is the observer's first report, which comes once the browser
 * has laid the page out: measured as the element mounted, it made the browser lay out the whole
 * page in the middle of hydration's commit (some 200 ms of that task on a budget phone).
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): ViewportSize | undefined {
  const [size, setSize] = useState<ViewportSize | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0)
        startTransition(() =>
          setSize((previous) =>
            previous && previous.width === width && previous.height === height
              ? previous
              : { width, height },
          ),
        );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
