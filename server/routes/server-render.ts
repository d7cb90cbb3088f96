/**
 * The app's own render of a page (src/entry-server.tsx, built by `npm run build` into dist-ssr/
 * beside dist/), loaded at run time: the server does not import the app's sources. Without a
 * built render, or when it fails, pages go out as before, drawn by the browser.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '../../src/shared/language.ts';
import type { RenderedPage } from '../../src/shared/server-render.ts';

/** A call the page does not carry, answered by this server during the render (page-html.ts). */
export type AskServer = (
  method: string,
  url: string,
  contentType: string,
  body?: string,
) => Promise<{ status: number; payload: unknown }>;

/** How the render in progress asks (src/lib/inlined-responses.ts, ServerRenderAsk). */
interface RenderAsk {
  ask: AskServer;
  asked: boolean;
}

interface ServerEntry {
  answerFromServerRender(source: () => ReadonlyMap<string, unknown> | undefined): void;
  /** Absent in a render built before it existed: its pages then never ask. */
  askFromServerRender?(source: () => RenderAsk | undefined): void;
  languageFromServerRender(source: () => Language | undefined): void;
  sanitizeWithWindow(window: unknown): void;
  renderPage(url: string): Promise<RenderedPage | undefined>;
}

/** The build of the server render that goes with a built site: `dist` → `dist-ssr`. */
export function serverRenderDirOf(distDir: string): string {
  return join(dirname(distDir), `${basename(distDir)}-ssr`);
}

/**
 * The render in progress (one store per request): the answers to its calls, its language, and
 * how it asks for a call it was not given (to learn the page's status).
 */
const renderInProgress = new AsyncLocalStorage<{
  answers: ReadonlyMap<string, unknown>;
  language: Language;
  ask: RenderAsk | undefined;
}>();

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
      module.answerFromServerRender(() => renderInProgress.getStore()?.answers);
      module.languageFromServerRender(() => renderInProgress.getStore()?.language);
      module.askFromServerRender?.(() => renderInProgress.getStore()?.ask);
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
 * answered from memory or fail at once. One that has not settled by then (a loader waiting on
 * something that never comes) would hold the visitor's page, which is better sent undrawn.
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
  language?: Language;
  timeLimitMs?: number;
  /**
   * Answers a call the page does not carry. A render that asks is not drawn (the page would not
   * carry what it was drawn from), but still says the page's status: the route's own decision
   * that an id or a path does not exist makes the page a 404.
   */
  ask?: AskServer | undefined;
}

/**
 * What the app draws inside `#root` for `url` in `language`, with the page's title and
 * description and its status, its calls answered from `answers` (and `ask`); undefined when there
 * is no built render or the page needs more than those. Rejects with RenderTimeLimitError past
 * `timeLimitMs`.
 */
export async function renderWithAnswers(
  dir: string,
  url: string,
  answers: ReadonlyMap<string, unknown>,
  { language = 'en', timeLimitMs = RENDER_TIME_LIMIT_MS, ask }: RenderOptions = {},
): Promise<RenderedPage | undefined> {
  const entry = await entryIn(dir);
  if (!entry) return undefined;
  const store = { answers, language, ask: ask && { ask, asked: false } };
  const render = renderInProgress.run(store, () => entry.renderPage(url));
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeLimitError(url, timeLimitMs)), timeLimitMs);
  });
  try {
    const page = await Promise.race([render, limit]);
    // What a render drew from answers the page does not carry is not sent (see RenderOptions).
    return page && store.ask?.asked ? { ...page, html: undefined } : page;
  } finally {
    clearTimeout(timer);
  }
}
