/**
 * Code a part of a page needs only once it is seen. `onceOnScreen` calls back the first time an
 * element is on screen (the islands that wait for use, components/ui/island.tsx); `whenOnScreen`
 * resolves once the element with `id` has been on screen, and never before the page has been idle
 * once (so after the hydration of a page the server drew): the home page's live parking line
 * loads its code, and starts polling, then.
 */
import { whenIdle } from './prefetch';

/**
 * Calls `then` once, the first time `element` is on screen; returns what stops watching. Without
 * IntersectionObserver (an old browser) it never calls: the part waits for another reason.
 */
export function onceOnScreen(element: Element, then: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    then();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

export function whenOnScreen(id: string): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(() => {
      const element = document.getElementById(id);
      // Gone already (the visitor moved on): nothing to wait for.
      if (!element) return resolve();
      onceOnScreen(element, resolve);
    });
  });
}
