import { useLayoutEffect, type RefObject } from 'react';

/**
 * Makes sure every page has exactly one main landmark with the skip link's target `#main`.
 * Some pages render their own `<main id="main">`, others only their content; the frame's content
 * wrapper takes the main role (and the id) only when the page brought no `<main>` of its own, so
 * there is never none and never two. A MutationObserver follows pages that render late (Suspense,
 * lazy chunks).
 */
export function useMainLandmark(wrapper: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    function update(target: HTMLElement) {
      const pageHasMain = target.querySelector('main') !== null;
      if (pageHasMain) {
        if (target.getAttribute('role') === 'main') {
          target.removeAttribute('role');
          target.removeAttribute('id');
          target.removeAttribute('tabindex');
        }
      } else if (target.getAttribute('role') !== 'main') {
        target.setAttribute('role', 'main');
        target.id = 'main';
        target.tabIndex = -1;
      }
    }
    update(element);
    const observer = new MutationObserver(() => update(element));
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [wrapper]);
}
