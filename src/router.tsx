import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The site's router, on the browser's history; or, given `serverHistory`, the server's render
 * of one page (src/entry-server.tsx), which leaves scrolling to the browser's router (it would
 * write an inline script for it, which the CSP blocks).
 */
export function createAppRouter(queryClient: QueryClient, serverHistory?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(serverHistory && { history: serverHistory }),
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadDelay: 200,
    // Freshness is TanStack Query's job: with 0 the router always asks the query cache, which
    // answers from memory when data is fresh.
    defaultPreloadStaleTime: 0,
    scrollRestoration: !serverHistory,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
