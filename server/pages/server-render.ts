/**
 * The app's own render of a page (src/entry-server.tsx, built by `npm run build` into dist-ssr/
 * beside dist/), loaded at run time: the server does not import the app's sources, and knows
 * nothing of its routes or calls. The render's API client sends its calls here, to this server's
 * own API in process (`inject`, with the site's headers: in upstream mode through the gateway and
 * its cache). Without a built render, or when it fails, pages go out undrawn, for the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_IMPLEMENTATION_ID,
  IMPLEMENTATION_ID_HEADER,
} from '../../src/shared/api-origin.ts';
import type { Language } from '../../src/shared/language.ts';
import type { RenderedPage, SitePage } from '../../src/shared/server-render.ts';
import { STALE_DATA_HEADER } from '../../src/shared/sw-messages.ts';

interface RenderRequest {
  url: string;
  carriesStaleAnswer: () => boolean;
}

interface ServerEntry {
  fetchInServerRender(source: () => typeof fetch | undefined): void;
  languageFromServerRender(source: () => Language | undefined): void;
  sanitizeWithWindow(window: unknown): void;
  renderPage(request: RenderRequest): Promise<RenderedPage | undefined>;
  listSitePages(): Promise<SitePage[]>;
}

/** The build of the server render that goes with a built site: `dist` → `dist-ssr`. */
export function serverRenderDirOf(distDir: string): string {
  return join(dirname(distDir), `${basename(distDir)}-ssr`);
}

/** The render in progress (one store per request): where its calls go, and its language. */
const renderInProgress = new AsyncLocalStorage<{ fetch: typeof fetch; language: Language }>();

/**
 * True while a page's render asks this server in process (its calls run inside the render's
 * store, which no request from outside can enter): such a call is part of the page's request,
 * not a visitor's request of its own.
 */
export function isRenderCall(): boolean {
  return renderInProgress.getStore() !== undefined;
}

interface Loaded {
  entry: Promise<ServerEntry>;
  builtAt: number;
}

const loaded = new Map<string, Loaded>();

/**
 * The render built in `dir`. A module loads once per process (its chunks import it by its plain
 * path), so a build that replaces it while the server runs is not picked up: until the server
 * restarts, pages go out without a server render rather than with the old code's markup.
 */
function entryIn(dir: string): Promise<ServerEntry | undefined> {
  const file = join(dir, 'entry-server.js');
  if (!existsSync(file)) return Promise.resolve(undefined);
  const builtAt = statSync(file).mtimeMs;
  let current = loaded.get(file);
  if (!current) {
    const entry = import(pathToFileURL(file).href).then(async (module: ServerEntry) => {
      module.fetchInServerRender(() => renderInProgress.getStore()?.fetch);
      module.languageFromServerRender(() => renderInProgress.getStore()?.language);
      // Rich text is sanitised with DOMPurify, which needs a DOM: jsdom's, as DOMPurify advises
      // on a server. One empty document serves every render (sanitising is synchronous).
      const { JSDOM } = await import('jsdom');
      module.sanitizeWithWindow(new JSDOM('').window);
      return module;
    });
    current = { entry, builtAt };
    loaded.set(file, current);
  }
  return current.builtAt === builtAt ? current.entry : Promise.resolve(undefined);
}

/** Loads the render ahead of the first page that needs it (a second or so, with jsdom). */
export function prepareServerRender(dir: string): void {
  entryIn(dir).catch(() => undefined); // a failure shows again, and is logged, at the first page
}

/**
 * How long a navigation waits for its render. A render takes tens of milliseconds: its calls are
 * answered in process. One that has not settled by then (a backend that does not answer, a
 * loader waiting on something that never comes) would hold the visitor's page, which is better
 * sent undrawn.
 */
export const RENDER_TIME_LIMIT_MS = 1000;

/** Thrown when a render outlasts its time limit; the page then goes out undrawn. */
export class RenderTimeLimitError extends Error {
  constructor(url: string, limitMs: number) {
    super(`the server render of ${url} took longer than ${limitMs} ms`);
    this.name = 'RenderTimeLimitError';
  }
}

export interface RenderOptions {
  /** The implementation id the site's calls carry. */
  implementationId: string;
  language?: Language;
  timeLimitMs?: number;
}

/**
 * A fetch for the render's API client that asks `app` in process, as the browser would ask it.
 * `onStale` hears of a kept copy served while the complex's backends fail (server/gateway),
 * `onFailure` of a call this server could not answer (5xx).
 */
function fetchOf(
  app: FastifyInstance,
  implementationId: string,
  { onStale, onFailure }: { onStale: () => void; onFailure: () => void },
) {
  return async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    // An empty configured id accepts any: send the site's default.
    headers.set(IMPLEMENTATION_ID_HEADER, implementationId || DEFAULT_IMPLEMENTATION_ID);
    const reply = await app.inject({
      method: init.method === 'POST' ? 'POST' : 'GET',
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      headers: Object.fromEntries(headers),
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    if (reply.headers[STALE_DATA_HEADER]) onStale();
    if (reply.statusCode >= 500) onFailure();
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (typeof value === 'string') responseHeaders.set(name, value);
    }
    // A 304 (the render asks again by ETag: src/lib/read-path/server-answers.ts) has no body, and a
    // Response refuses one for it.
    const noBody = reply.statusCode === 304 || reply.statusCode === 204;
    return new Response(noBody ? null : reply.payload, {
      status: reply.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * What the app draws for `url` in `language`, with its scripts, title, description and status;
 * undefined when there is no built render. Rejects with RenderTimeLimitError past `timeLimitMs`.
 */
export async function renderPage(
  app: FastifyInstance,
  dir: string,
  url: string,
  { implementationId, language = 'en', timeLimitMs = RENDER_TIME_LIMIT_MS }: RenderOptions,
): Promise<RenderedPage | undefined> {
  const entry = await entryIn(dir);
  if (!entry) return undefined;
  let stale = false;
  let failed = false;
  const store = {
    fetch: fetchOf(app, implementationId, {
      onStale: () => {
        stale = true;
      },
      onFailure: () => {
        failed = true;
      },
    }) as typeof fetch,
    language,
  };
  const render = renderInProgress.run(store, () =>
    entry.renderPage({ url, carriesStaleAnswer: () => stale }),
  );
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeLimitError(url, timeLimitMs)), timeLimitMs);
  });
  try {
    const page = await Promise.race([render, limit]);
    // A page drawn while a call failed shows that call's error state: sent, but not kept.
    return page && (failed ? { ...page, callFailed: true } : page);
  } finally {
    clearTimeout(timer);
  }
}

/** How long the sitemap waits for the site's lists (a dozen calls answered in process). */
export const SITE_PAGES_TIME_LIMIT_MS = 10_000;

/**
 * Every page of the site, as the app lists them (src/site-pages.ts), its lists asked of `app` in
 * process as a render's calls are; undefined when there is no built render.
 */
export async function listSitePages(
  app: FastifyInstance,
  dir: string,
  { implementationId, timeLimitMs = SITE_PAGES_TIME_LIMIT_MS }: RenderOptions,
): Promise<SitePage[] | undefined> {
  const entry = await entryIn(dir);
  if (!entry) return undefined;
  const store = {
    fetch: fetchOf(app, implementationId, {
      onStale: () => {},
      onFailure: () => {},
    }) as typeof fetch,
    language: 'en' as const,
  };
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RenderTimeLimitError('the sitemap', timeLimitMs)),
      timeLimitMs,
    );
  });
  try {
    return await Promise.race([renderInProgress.run(store, () => entry.listSitePages()), limit]);
  } finally {
    clearTimeout(timer);
  }
}
