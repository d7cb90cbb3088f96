/**
 * The router's TanStack Query integration writes a drawn page's answers twice over: those the
 * page has (`initial`) and a stream for answers that arrive while the page is drawn. The stream
 * costs every page its serialiser's code, written out in the router's inline script: some 1.9 KB,
 * 0.7 KB compressed, of a document that should fit the first round trip (issue 39). A page is
 * drawn with renderToString, which cannot wait: a part whose answer is missing is left to the
 * browser, and such a page is not sent drawn (src/entry-server.tsx). So when no query is still
 * fetching as the page's state is written, nothing can come later, and the stream is left out;
 * should an answer arrive anyway, the page is not sent drawn. The browser's router reads the page
 * with a closed stream in its place.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';

/** The query part of a drawn page's state, as the integration writes and reads it. */
interface DehydratedQueries {
  query?: { initial?: { queryHash: string }[]; stream?: ReadableStream<unknown> };
}

/**
 * On the server, after the integration is set up: the page's state without the query stream
 * when nothing is fetching. `arrivedLate()`, once the page is drawn, says whether an answer came
 * that only the stream could have carried.
 */
export function leaveOutIdleQueryStream(
  router: AnyRouter,
  queryClient: QueryClient,
): { arrivedLate(): boolean } {
  const dehydrateWithStream = router.options.dehydrate;
  let carried: Set<string> | undefined;
  router.options.dehydrate = async () => {
    const dehydrated = (await dehydrateWithStream?.()) as DehydratedQueries | undefined;
    const queries = queryClient.getQueryCache().getAll();
    if (!dehydrated?.query || queries.some((query) => query.state.fetchStatus === 'fetching'))
      return dehydrated;
    const { stream, ...query } = dehydrated.query;
    // Closed by the integration when the render finishes; nothing reads it.
    void stream;
    carried = new Set((query.initial ?? []).map((item) => item.queryHash));
    return { ...dehydrated, query };
  };
  return {
    arrivedLate: () =>
      carried !== undefined &&
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'success' && !carried?.has(query.queryHash)),
  };
}

/** In the browser, the router's `hydrate`: a closed stream where the page has none. */
export function withClosedQueryStream(dehydrated: unknown): void {
  const { query } = (dehydrated ?? {}) as DehydratedQueries;
  if (query && !query.stream)
    query.stream = new ReadableStream({ start: (controller) => controller.close() });
}
