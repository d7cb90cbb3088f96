import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * After a client-side move to another page, focus goes to the new page's heading, as a full page
 * load would put a screen reader at the top: without it, focus stayed on the link just clicked
 * (or fell to the body when the menu closed) and nothing said the page had changed. Only path
 * changes count: filters and searches that rewrite the query string keep focus where the visitor
 * is typing. The first load leaves focus alone. `preventScroll` leaves scrolling to the router's
 * scroll restoration.
 */
export function useFocusOnNavigation(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.pathChanged || !event.fromLocation) return;
        // After React has drawn the resolved page.
        requestAnimationFrame(focusPageHeading);
      }),
    [router],
  );
}

/** The page's first-level heading, else its main region; focusable by script only. */
export function focusPageHeading(): void {
  const main = document.querySelector<HTMLElement>('main, [role="main"]');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
