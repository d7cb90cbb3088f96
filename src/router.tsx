import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { withClosedQueryStream } from './lib/query-stream';
import { routeTree } from './routeTree.gen';

export type { RouterContext } from './router-context';

/** The server's render of one page (src/entry-server.tsx). */
export interface ServerRender {
  history: RouterHistory;
}

/**
 * The site's router, on the browser's history; or, given `server`, the server's render of one
 * page, which leaves scrolling to the browser's router (its script would only restore a scroll
 * position the server cannot know).
 */
export function createAppRouter(queryClient: QueryClient, server?: ServerRender) {
  return createRouter({
    routeTree,
    ...(server && { history: server.history, isServer: true }),
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadDelay: 200,
    // Freshness is TanStack Query's job: with 0 the router always asks the query cache, which
    // answers from memory when data is fresh.
    defaultPreloadStaleTime: 0,
    scrollRestoration: !server,
    // A drawn page may leave out the query integration's stream (lib/query-stream.ts).
    ...(!server && { hydrate: withClosedQueryStream }),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
