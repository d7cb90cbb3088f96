import { useLayoutEffect, useState, type RefObject } from 'react';
import type { ViewportSize } from '../model/view';

/** The element's content size, kept current with a ResizeObserver. */
export function useElementSize(ref: RefObject<HTMLElement | null>): ViewportSize | undefined {
  const [size, setSize] = useState<ViewportSize | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0)
        setSize((previous) =>
          previous && previous.width === width && previous.height === height
            ? previous
            : { width, height },
        );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
