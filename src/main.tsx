import { startTransition, useEffect, type ReactNode } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { App } from './app';
import { loadChinese, loadChineseFrom } from './i18n';
import { getLanguage, getServerLanguage } from './lib/language';
import { createQueryClient } from './lib/query-client';
import { deserializePageData, readPageDataBlock } from './lib/page-data';
// Listens from the start for the worker's word on whether the network answers (the offline
// banner, a chunk of its own, reads it); as a shared module of a lazy chunk and the calls, the
// bundler would otherwise move it into the calls chunk and load that with the banner.
import './lib/online-status';
import { replayEarlyTaps, typedFields } from './lib/early-input';
import { reloadOnPreloadError } from './lib/chunk-reload';
import { captureInstallPrompt, noteEngagement } from './lib/pwa-install';
import { registerServiceWorker } from './lib/pwa-register';
import { requestPersistentStorageAfterFirstLoad } from './lib/pwa-storage';
import { hydrateAt } from './lib/render-clock';
import { onDeviceClock, type DehydratedPage } from './lib/read-path';
import { afterNextPaint, yieldToMain } from './lib/slices';
import { restoreServerStyles } from './lib/server-styles';
import { SERVER_DRAWN_ATTRIBUTE, SERVER_NOW_ATTRIBUTE } from './shared/server-render';
import { createAppRouter, type AppRouter } from './router';
import { loadIslands } from './components/ui/island';
import './styles/global.css';

// The browser may offer installation before React renders: listen from the start.
captureInstallPrompt();

// The first page's Chinese is a chunk of its own, for visitors who read Chinese (i18n/index.ts).
loadChineseFrom(() => import('./first-load-chinese').then((module) => module.FIRST_LOAD_CHINESE));

const queryClient = createQueryClient();

/**
 * The saved cache's code (IndexedDB, the persister) and the offline queue's starter: a page the
 * server drew needs neither to come alive, so they are a chunk of their own, asked for once it
 * has hydrated (1.4 KB gzipped less in the first load). A page the app draws itself (offline,
 * from the worker's shell) waits for it, as it waits for the restore.
 */
async function restoreSavedCache(options?: { saveNow: boolean }): Promise<void> {
  const { restoreAndPersist, startOfflineQueueWhenNeeded } = await import('./lib/saved-cache');
  await restoreAndPersist(queryClient, undefined, options);
  startOfflineQueueWhenNeeded();
}

/** Draws nothing; runs `then` once hydration has committed. */
function HydrationDone({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/** Runs `task` when the main thread is free: after the rest of hydration, say. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 0);
}

/**
 * Watches data arrive, for persistent storage after the first load. Started before the page's own
 * data comes in. It counts fetches only: restoring the saved cache (before it on a page the app
 * draws, after hydration on one the server drew) is not fresh data.
 */
function watchData(): void {
  requestPersistentStorageAfterFirstLoad(queryClient);
}

/**
 * A first visit's page, drawn by the server (src/entry-server.tsx), comes alive. The router takes
 * the page's state from the scripts the server wrote after `#root` (its matches and the query
 * cache it was drawn from: TanStack Router's SSR with its Query integration), so no loader runs
 * and no call goes out for what the page carries. This happens before the saved cache is
 * restored: data saved on an earlier visit (a store's deals, say) would make the page differ from
 * the server's. Restored once hydration is done, it only adds what the page did not have (older
 * entries never replace newer ones); what the page was hydrated with is saved at once.
 */
function hydrate(
  root: HTMLElement,
  router: AppRouter,
  app: ReactNode,
  { hydrateRoot }: typeof ReactDomClient,
): void {
  restoreServerStyles(root);
  const serverNow = Number(root.getAttribute(SERVER_NOW_ATTRIBUTE));
  // Hydration draws at the time the server drew, whatever the device's clock says: each part as
  // it hydrates, however late (lib/render-clock).
  hydrateAt(serverNow);
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    wrapQueryClient: false,
    // The page's answers travel as JSON text (lib/page-data.ts).
    hydrateOptions: { defaultOptions: { deserializeData: deserializePageData } },
  });
  // The answers' times are the server's clock: moved onto the device's, their age stays true.
  // The router waits for this step. The data block is parsed, the queries hydrated and the
  // page's routes matched each in a task of its own: one after the other, they made a long task
  // on a phone.
  const hydrateQueries = router.options.hydrate;
  router.options.hydrate = async (dehydrated: DehydratedPage) => {
    await yieldToMain();
    readPageDataBlock();
    await yieldToMain();
    await hydrateQueries?.(onDeviceClock(dehydrated, serverNow, Date.now()));
    await yieldToMain();
  };
  const hydrated = () => {
    // What was tapped on the drawn page happens now; React handles taps from here. Not as
    // hydration starts: a tap then makes React hydrate the whole page at once (lib/early-input).
    // After the commit's frame: a navigation in the commit itself (a filter chip's) was lost to
    // the router, which is still taking over the drawn page's matches.
    afterNextPaint(replayEarlyTaps);
    root.removeAttribute(SERVER_DRAWN_ATTRIBUTE);
    root.removeAttribute(SERVER_NOW_ATTRIBUTE);
    whenIdle(() => void restoreSavedCache({ saveNow: true }));
  };
  watchData();
  void hydrateRouter(router)
    .catch((error: unknown) => console.warn('[hydrate]', error)) // then drawn afresh below
    .then(async () => {
      // The router's bootstrap script deletes its globals once the app has taken the state.
      (window as { $_TSR?: { h(): void } }).$_TSR?.h();
      // Text typed on the drawn page goes to React as hydration starts: its code first, for a
      // visitor who typed (lib/early-input).
      const announceTyped =
        typedFields(root).length > 0
          ? await import('./lib/early-typing').then(
              (module) => module.announceTyped,
              () => undefined, // hydrated without it, as if nothing had been typed
            )
          : undefined;
      // As a transition, hydration yields to the browser every few milliseconds.
      startTransition(() => {
        hydrateRoot(
          root,
          <>
            {app}
            <HydrationDone then={hydrated} />
          </>,
          {
            // A page that still differs from the server's is drawn again in the browser.
            onRecoverableError: (error) => console.warn('[hydrate]', error),
          },
        );
      });
      // What was typed on the drawn page goes to React now: at once, before a render puts the
      // drawn value back (lib/early-input).
      if (announceTyped) typedFields(root).forEach(announceTyped);
    });
}

/**
 * The app draws the page itself (the service worker's copy of the page is empty). The router
 * renders only after the persisted cache is restored, so a visitor with no signal sees the data
 * saved on their last visit instead of a loading state that cannot finish.
 */
function draw(
  root: HTMLElement,
  router: AppRouter,
  app: ReactNode,
  { createRoot }: typeof ReactDomClient,
): void {
  // Without its code (a chunk the network lost) the page is drawn from the network alone.
  const restored = restoreSavedCache().catch((error: unknown) => console.warn('[cache]', error));
  void restored.then(async () => {
    watchData();
    // The page's loaders run before React mounts, not in the router's first layout effect:
    // there, their results re-rendered the whole page synchronously (a store update outside a
    // transition), one long task. Loaded first, the page renders once, as the transition below,
    // which yields to the browser every few milliseconds. After a second the frame shows anyway,
    // as the router would show its pending state.
    // With the islands' code (components/ui/island.tsx): drawn here, without the server's
    // drawing to keep meanwhile, they would pop in after the rest of the page.
    const loaded = router
      .load()
      .then(loadIslands)
      .catch(() => undefined); // a failed load shows as its error page
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 1000))]);
    startTransition(() => createRoot(root).render(app));
  });
}

/**
 * Starts the app in steps, each a task of its own: a phone runs every task over 50 ms as a "long
 * task", which blocks input (Lighthouse's blocking time). Creating the router (a hundred routes)
 * and asking for the page's code (a link element per chunk) take some 15 and 20 ms of this
 * machine's time, four times that on a phone; done in the task that ran the app's code, they
 * made it the first load's longest.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  await yieldToMain();
  // A page drawn in Chinese, or a visitor who chose it, needs its Chinese before React draws:
  // it downloads while the steps below run. Asked after the first yield: the choice's first read
  // (lib/language) is not added to the task that ran the app's code.
  const chinese =
    getServerLanguage() === 'ch' || getLanguage() === 'ch'
      ? loadChinese().catch(() => undefined)
      : undefined;

  await yieldToMain();
  const router = createAppRouter(queryClient);
  reloadOnPreloadError(() => router.state.status === 'pending');
  // Opening a second page is engagement enough to be offered the app (lib/pwa-install).
  router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
    if (fromLocation && pathChanged) noteEngagement();
  });

  await yieldToMain();
  // The code of the page being opened downloads while the saved cache is read, instead of after.
  // Code only: loaders run once the router renders, on the restored cache.
  for (const route of router.getMatchedRoutes(window.location.pathname)[0]) {
    router.loadRouteChunk(route)?.catch(() => undefined);
  }

  await yieldToMain();
  registerServiceWorker();

  // React DOM's client, a file of its own that index.html preloads beside the entry
  // (vite.config.ts, scripts/preload-chunk.ts), is set up now, in a task of its own: evaluated
  // with the rest of the entry, it was a third of the first load's longest task on a phone.
  await yieldToMain();
  const reactDom = await import('react-dom/client');
  await yieldToMain();
  await chinese;
  const app = <App queryClient={queryClient} router={router} />;
  if (root.hasAttribute(SERVER_DRAWN_ATTRIBUTE)) hydrate(root, router, app, reactDom);
  else draw(root, router, app, reactDom);
}

void start();
