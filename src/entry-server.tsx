/**
 * The server's render of a page (built by `vite build --ssr` into dist-ssr/, loaded by
 * server/routes/page-html.ts): the same app, its loaders answered from the answers the page
 * carries, drawn to HTML so a first visit sees the page before any JavaScript has run. The
 * browser then hydrates it (main.tsx) instead of drawing it again.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './app';
import { collectPageMeta } from './components/layout/use-page-meta';
import { serverRenderAsked } from './lib/inlined-responses';
import { createQueryClient } from './lib/query-client';
import { renderAt } from './lib/render-clock';
import { createAppRouter } from './router';
import type { RenderedPage } from './shared/server-render';

export { answerFromServerRender, askFromServerRender } from './lib/inlined-responses';
export { languageFromServerRender } from './lib/language';
export { sanitizeWithWindow } from './lib/sanitize';

/** React's mark of a suspense boundary it could not render on the server. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The HTML of the page at `url` (path and search) for inside `#root`, with the title and
 * description the page asked for; undefined when the page cannot be drawn from its answers alone
 * (a call not answered, an error): the browser then draws it as it would without a server
 * render. A page its route finds does not exist (the router's not-found: an unknown path, an id
 * the backend does not know) is status 404, not drawn: the browser draws the same 404 page.
 */
export async function renderPage(url: string): Promise<RenderedPage | undefined> {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  // No network here: what was not answered fails at once (lib/inlined-responses).
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  try {
    await router.load();
    const { matches } = router.state;
    // The root's `_notFound` is the router's mark of a path no route matches.
    if (matches.some((match) => match.status === 'notFound' || match._notFound))
      return { status: 404 };
    // A page that needed answers it does not carry is not drawn: hydration would lack them.
    if (serverRenderAsked() || matches.some((match) => match.status !== 'success'))
      return undefined;
    // One time for the whole page, written beside it: hydration draws at the same (render-clock).
    const now = Date.now();
    const { rendered: html, meta } = collectPageMeta(() =>
      renderAt(now, () => renderToString(<App queryClient={queryClient} router={router} />)),
    );
    // A part that failed here (say, rich text with no DOM to sanitise it) would be marked for the
    // browser to draw, and hydration would throw the server's version away: not worth sending.
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? undefined : { html, now, ...meta };
  } finally {
    queryClient.clear();
  }
}
