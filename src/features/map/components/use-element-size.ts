import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';
import type { ViewportSize } from '../model/view';

/**
 * The element's content size, kept current with a ResizeObserver. Measured as the element
 * mounts, but given to the page as a transition: what is drawn at that size (the map's level,
 * some 600 SVG elements) renders in slices after the element's first paint, not in the task
 * that mounted it, where it was the map page's longest task on a phone.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): ViewportSize | undefined {
  const [size, setSize] = useState<ViewportSize | undefined>(undefined);
  useLayoutEffect(() => {
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
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
