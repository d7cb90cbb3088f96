import { useEffect, type RefObject } from 'react';
import { useRouter } from '@tanstack/react-router';
import { isPlainClick } from '../../lib/plain-click';

/**
 * Lets links inside backend HTML (CMS blocks, FAQ answers: `<a href="/parking">`) navigate inside
 * the app instead of reloading the whole page. Only plain left clicks on same-origin links without
 * a target or download are taken over; everything else (new tab, external, mailto) is left to the
 * browser.
 */
export function useInternalLinkNavigation(container: RefObject<HTMLElement | null>): void {
  const router = useRouter();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !element?.contains(anchor)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // Same page, other fragment: let the browser scroll.
      if (
        url.pathname === window.location.pathname &&
        url.search === window.location.search &&
        url.hash
      )
        return;
      event.preventDefault();
      void router.navigate({ href: `${url.pathname}${url.search}${url.hash}` });
    }
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, router]);
}
