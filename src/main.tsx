import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './lib/query-client';
import { restoreAndPersist } from './lib/query-persister';
import { trackDataAge } from './lib/data-age';
import { startOfflineQueue } from './lib/offline-queue';
import { captureInstallPrompt, noteEngagement } from './lib/pwa-install';
import { registerServiceWorker } from './lib/pwa-register';
import { requestPersistentStorageAfterFirstLoad } from './lib/pwa-storage';
import { createAppRouter } from './router';
import './styles/global.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// The code of the page being opened downloads while the saved cache is read, instead of after.
// Code only: loaders run once the router renders, on the restored cache.
for (const route of router.getMatchedRoutes(window.location.pathname)[0]) {
  router.loadRouteChunk(route)?.catch(() => undefined);
}

// The browser may offer installation before React renders: listen from the start.
captureInstallPrompt();
// Opening a second page is engagement enough to be offered the app (lib/pwa-install).
router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
  if (fromLocation && pathChanged) noteEngagement();
});
registerServiceWorker();

// The router renders only after the persisted cache is restored, so a visitor with no signal sees
// the data saved on their last visit instead of a loading state that cannot finish.
void restoreAndPersist(queryClient).then(async () => {
  trackDataAge(queryClient);
  requestPersistentStorageAfterFirstLoad(queryClient);
  startOfflineQueue();
  // The page's loaders run before React mounts, not in the router's first layout effect: there,
  // their results re-rendered the whole page synchronously (a store update outside a
  // transition), one long task. Loaded first, the page renders once, as the transition below.
  // After a second the frame shows anyway, as the router would show its pending state.
  const loaded = router.load().catch(() => undefined); // a failed load shows as its error page
  await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 1000))]);
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page: a phone stays responsive while the page builds.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
});
