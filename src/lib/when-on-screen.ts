/**
 * Resolves once the element with `id` has been on screen, and never before the page has been idle
 * once (so after the hydration of a page the server drew): for code a part of a page needs only
 * when seen. The home page's live parking line loads its code, and starts polling, then.
 */
import { whenIdle } from './prefetch';

export function whenOnScreen(id: string): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(() => {
      const element = document.getElementById(id);
      // Gone already (the visitor moved on): nothing to wait for.
      if (!element) return resolve();
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(element);
    });
  });
}
