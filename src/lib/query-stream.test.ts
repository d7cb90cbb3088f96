import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { leaveOutIdleQueryStream, withClosedQueryStream } from './query-stream';

/** A server's router with the query integration, as src/entry-server.tsx sets it up. */
function serverRouter() {
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    isServer: true,
  });
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  // The integration closes its stream when the render finishes; a test has no render.
  (router as unknown as { serverSsr: object }).serverSsr = { onRenderFinished: () => undefined };
  return { router, queryClient, stream: leaveOutIdleQueryStream(router, queryClient) };
}

type Dehydrated = { query: { initial?: { queryHash: string }[]; stream?: unknown } };

describe('leaveOutIdleQueryStream', () => {
  it('leaves the stream out when nothing is fetching, carrying the answers', async () => {
    const { router, queryClient, stream } = serverRouter();
    queryClient.setQueryData(['a'], 1);
    const dehydrated = (await router.options.dehydrate?.()) as Dehydrated;
    expect(dehydrated.query.initial?.map((query) => query.queryHash)).toEqual(['["a"]']);
    expect(dehydrated.query).not.toHaveProperty('stream');
    expect(stream.arrivedLate()).toBe(false);
  });

  it('says so when an answer arrives after the state was written', async () => {
    const { router, queryClient, stream } = serverRouter();
    await router.options.dehydrate?.();
    queryClient.setQueryData(['late'], 2);
    expect(stream.arrivedLate()).toBe(true);
  });

  it('keeps the stream while a query is fetching, which it may yet carry', async () => {
    const { router, queryClient, stream } = serverRouter();
    let answer: (value: number) => void = () => undefined;
    void queryClient.prefetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    });
    const dehydrated = (await router.options.dehydrate?.()) as Dehydrated;
    expect(dehydrated.query.stream).toBeInstanceOf(ReadableStream);
    answer(3);
    await queryClient.getQueryCache().find({ queryKey: ['slow'] })?.promise;
    expect(stream.arrivedLate()).toBe(false);
  });
});

describe('withClosedQueryStream', () => {
  it('gives a page without a stream a closed one, and leaves one that has it', async () => {
    const page: Dehydrated = { query: { initial: [] } };
    withClosedQueryStream(page);
    const reader = (page.query.stream as ReadableStream<unknown>).getReader();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
    const own = new ReadableStream();
    const streamed: Dehydrated = { query: { stream: own } };
    withClosedQueryStream(streamed);
    expect(streamed.query.stream).toBe(own);
  });
});
