/**
 * Page-wide side effects of the frame, each a small hook:
 * - on a good connection and without a service worker, the code of the menu's pages is prefetched
 *   when the browser is idle;
 * - the analytics script loads when idle, on the pages the spec allows.
 */
import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { injectAnalyticsScript, shouldLoadAnalytics } from '../../lib/analytics';
import { config } from '../../lib/config';
import { serviceWorkerRegistered } from '../../lib/pwa-register';
import {
  canPrefetchOnIdle,
  currentConnection,
  internalPaths,
  oneByOneWhenIdle,
  whenIdle,
} from '../../lib/prefetch';
import type { LayoutKind } from './layout-for-path';

const loadMenuPaths = () =>
  import('./mega-menu-content').then((content) => content.menuInternalPaths());

/**
 * Prefetches the code (not the data) of the menu's pages when the browser is idle, one route per
 * idle period: all at once, their downloads competed with the page's own images and their
 * evaluation made one long task while the page was still loading.
 *
 * Not where the service worker is registered: its precache already holds every chunk, so a menu
 * page's code is on the device when asked for, and prefetching it only compiled and ran some 45
 * modules the visitor may never open (on a phone, a good part of the home page's main-thread
 * work). `workerHoldsCode` says whether it is (lib/pwa-register). The menu's paths come with
 * the mega-menu's content (mega-menu-content.ts), which loads only then.
 */
export function useIdleRouteCodePrefetch(
  menuPaths: () => Promise<readonly string[]> = loadMenuPaths,
  workerHoldsCode: () => Promise<boolean> = serviceWorkerRegistered,
): void {
  const router = useRouter();
  useEffect(() => {
    if (!canPrefetchOnIdle(currentConnection())) return;
    let cancelled = false;
    let cancelPrefetch: () => void = () => undefined;
    void workerHoldsCode().then(async (precached) => {
      if (precached || cancelled) return;
      const paths = await menuPaths().catch(() => []);
      if (cancelled) return;
      const routes = new Set(
        internalPaths(paths).flatMap((path) => router.getMatchedRoutes(path)[0]),
      );
      // Code only: loadRouteChunk never runs loaders, so no data is fetched unasked.
      cancelPrefetch = oneByOneWhenIdle(
        [...routes].map(
          (route) => () => (navigator.onLine ? router.loadRouteChunk(route) : undefined),
        ),
      );
    });
    return () => {
      cancelled = true;
      cancelPrefetch();
    };
  }, [router, menuPaths, workerHoldsCode]);
}

/** Loads the analytics script (when configured) once the browser is idle on an allowed page. */
export function useAnalytics(
  pathname: string,
  layout: LayoutKind,
  scriptUrl: string = config.analyticsScriptUrl,
): void {
  const allowed = Boolean(scriptUrl) && shouldLoadAnalytics(pathname, layout);
  useEffect(() => {
    if (!allowed) return;
    return whenIdle(() => injectAnalyticsScript(scriptUrl));
  }, [allowed, scriptUrl]);
}
