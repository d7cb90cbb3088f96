/**
 * The server's render of a page (built by `vite build --ssr` into dist-ssr/, loaded by
 * server/pages/server-render.ts): TanStack Router's own server rendering with its TanStack Query
 * integration. The page's route loads exactly as in the browser (its loader, the features' query
 * options, the API client), its calls answered by this server in process; the query cache and the
 * router's matches are then dehydrated into the page (the router's inline scripts, allowed by their
 * hashes) and the
 * browser hydrates from them (src/main.tsx) without asking again. No list of routes or calls
 * lives anywhere else: what a page needs is what its route loads (docs/read-path.md).
 */
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterContextProvider, Scripts } from '@tanstack/react-router';
import {
  attachRouterServerSsrUtils,
  getSsrStatus,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { App } from './app';
import { collectPageMeta } from './components/layout/use-page-meta';
import { FIRST_LOAD_CHINESE } from './first-load-chinese';
import { provideFirstLoadChinese } from './i18n';
import { pageDataWriter } from './lib/page-data';
import { leaveOutIdleQueryStream } from './lib/query-stream';
import { createQueryClient } from './lib/query-client';
import { renderAt } from './lib/render-clock';
import { loadIslands } from './components/ui/island';
import { sanitizeHtml } from './lib/sanitize';
import { provideSanitizer } from './lib/sanitizer';
import { createAppRouter } from './router';
import type { RenderedPage, SitePage } from './shared/server-render';
import { sitePages } from './site-pages';

export { fetchInServerRender } from './lib/api-client';
export { languageFromServerRender } from './lib/language';
export { sanitizeWithWindow } from './lib/sanitize';

// The browser loads the first page's Chinese, and the HTML sanitiser, when it needs them; a
// render has them at once.
provideFirstLoadChinese(FIRST_LOAD_CHINESE);
provideSanitizer(sanitizeHtml);

/** React's mark of a suspense boundary it could not render on the server. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
const DOCTYPE = '<!DOCTYPE html>';

export interface RenderRequest {
  /** The page's path and search. */
  url: string;
  /**
   * True once the render has seen an answer it may not carry (a kept copy served while the
   * complex's backends fail, whose age a page's dehydrated state cannot say): the page then goes
   * out undrawn, and the browser asks for it, age and all.
   */
  carriesStaleAnswer: () => boolean;
}

/**
 * The page at `url`: the HTML inside `#root`, the router's scripts that carry its state (for the
 * end of `<body>`), its title, description and status. The HTML is undefined when the page cannot
 * be drawn as the browser would hydrate it (a part left to the browser, a stale answer): the
 * browser then draws it itself. A page the route finds does not exist (the router's not-found: an
 * unknown path, an id the backend does not know) is status 404, drawn as the 404 page.
 */
export async function renderPage({
  url,
  carriesStaleAnswer,
}: RenderRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const pageData = pageDataWriter();
  const defaults = queryClient.getDefaultOptions();
  // A failed call is drawn as its error state at once: the visitor's browser tries again.
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    // App provides the query client, in the browser as here.
    wrapQueryClient: false,
    // What failed is asked again by the browser; only answers travel in the page, as JSON
    // written once per answer (lib/page-data.ts).
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success',
      serializeData: pageData.serialize,
    },
  });
  const queryStream = leaveOutIdleQueryStream(router, queryClient);
  attachRouterServerSsrUtils({ router, manifest: undefined });
  try {
    await router.load();
    // A page that moves (a store opened under another category, /store_categories alone): the
    // router's own status and Location, as its request handler would answer them.
    const result = router._serverResult;
    if (result?.type === 'redirect') {
      const location = result.redirect.headers.get('Location');
      return location ? { status: result.redirect.status, location } : { status: 200 };
    }
    const status = getSsrStatus(router);
    if (carriesStaleAnswer()) return { status };
    await router.serverSsr?.dehydrate();
    // Every island's code, those of the page's route chunks included (loaded above), so that the
    // render draws them all (ui/island.tsx): a part that suspended would be left to the browser.
    await loadIslands();
    // One time for the whole page, written beside it: hydration draws at the same (render-clock).
    const now = Date.now();
    const { rendered: html, meta } = collectPageMeta(() =>
      renderAt(now, () => renderToString(<App queryClient={queryClient} router={router} />)),
    );
    // A part that failed here would be marked for the browser to draw, and hydration would throw
    // the server's version away: not worth sending.
    if (html.includes(CLIENT_RENDERED_BOUNDARY)) return { status };
    // The router's scripts go after `#root`, outside what React hydrates: they run (and remove
    // themselves) before the app's module, which then finds the page's state in `$_TSR`.
    const scripts = renderToString(
      <RouterContextProvider router={router}>
        <Scripts />
      </RouterContextProvider>,
    );
    const withState = await transformHtmlStringWithRouter(router, scripts);
    // An answer that came after the page's state was written, without the stream to carry it.
    if (queryStream.arrivedLate()) return { status };
    // Structured data whose code the server loads when it needs it (the home page's).
    const structuredData = await meta?.structuredData;
    return {
      status,
      html,
      scripts: withState.startsWith(DOCTYPE) ? withState.slice(DOCTYPE.length) : withState,
      // Last: queries that finished during the render have joined the data block by now.
      data: pageData.block(),
      now,
      ...meta,
      structuredData,
    };
  } finally {
    router.serverSsr?.cleanup();
    queryClient.clear();
  }
}

/**
 * Every page of the site for the sitemap (src/site-pages.ts), its lists asked of this server in
 * process as a render's calls are.
 */
export async function listSitePages(): Promise<SitePage[]> {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  try {
    return await sitePages(queryClient, router);
  } finally {
    queryClient.clear();
  }
}
